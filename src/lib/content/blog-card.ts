import type { BlogCard } from './blog-schema.ts';

/** Blog card descriptions are cut at this many characters (rule: site.blog-cards). */
const BLOG_EXCERPT_LENGTH = 80;

/** A blog card's date as the card shows it: day/month/year. */
export const blogCardDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A blog card's description: whole when it fits in 80 characters, else its first 80 and an ellipsis. */
export const blogCardExcerpt = (text: string) => (text.length > BLOG_EXCERPT_LENGTH ? `${text.slice(0, BLOG_EXCERPT_LENGTH).trimEnd()}…` : text);

export const newestFirst = <T extends Pick<BlogCard, 'date'>>(cards: readonly T[]): T[] => [...cards].sort((a, b) => b.date.localeCompare(a.date));

/**
 * The blog's section pages: for every folder above a post (/blog/vehicle-reviews for
 * /blog/vehicle-reviews/towing-guide), the posts under it.
 */
export function blogSections<T extends { path: string }>(posts: readonly T[]): Map<string, T[]> {
  const sections = new Map<string, T[]>();
  for (const post of posts) {
    const parts = post.path.split('/').slice(2, -1);
    parts.forEach((_, i) => {
      const section = `/blog/${parts.slice(0, i + 1).join('/')}`;
      sections.set(section, [...(sections.get(section) ?? []), post]);
    });
  }
  return sections;
}
