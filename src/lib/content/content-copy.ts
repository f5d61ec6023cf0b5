/** Words of the content pages and the blog the specification leaves unworded. */
export const CONTENT_COPY = {
  blogHeading: 'Blog',
  blogIntro: (dealerName: string) => `News, reviews and guides from ${dealerName}.`,
  /** A blog section's heading from its folder name: vehicle-reviews → Vehicle Reviews. */
  blogSectionHeading: (folder: string) => folder.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
  backToBlog: 'All posts',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
} as const;
