/** Words of the content pages and the blog the specification leaves unworded. */
export const CONTENT_COPY = {
  blogHeading: 'Blog',
  blogIntro: (dealerName: string) => `News, reviews and guides from ${dealerName}.`,
  /** A section's intro names the section, so its page is told apart from the blog's (rule: site.unique-titles). */
  blogSectionIntro: (section: string, dealerName: string) => `${section} from ${dealerName}: news, reviews and guides.`,
  /** A blog section's heading from its folder name: vehicle-reviews → Vehicle Reviews. */
  blogSectionHeading: (folder: string) => folder.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  backToBlog: 'All posts',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
} as const;
