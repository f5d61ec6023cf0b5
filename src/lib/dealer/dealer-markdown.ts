import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BlogCard } from '../content/blog-schema.ts';
import { pageTitle, parseFrontMatter } from '../content/front-matter.ts';
import type { MarkdownPage } from '../content/site-content-pages.ts';
import { SlugSchema } from '../schema/fields.ts';
import type { ConfigProblem } from './config-error.ts';
import { displayPath } from './dealer-files.ts';

/** A blog post: the markdown body of the blog card whose link is its path. */
export type BlogPost = { path: string; card: BlogCard; markdown: string; title: string; description: string; file: string };

/** Reads one markdown file's front matter, adding its problems (naming the file) to `problems`. */
function readMarkdown(file: string, problems: ConfigProblem[]): { title: string | undefined; description: string | null; markdown: string } | null {
  const parsed = parseFrontMatter(readFileSync(file, 'utf8'));
  if (!parsed.ok) {
    problems.push(...parsed.problems.map((p) => ({ file: displayPath(file), ...p })));
    return null;
  }
  const { title, body } = pageTitle(parsed.meta, parsed.body);
  return { title, description: parsed.meta.description ?? null, markdown: body };
}

/** dealers/<slug>/pages/*.md: each a page at /pages/{file name} (or replacing the built-in page of that name). */
export function loadPages(dir: string, problems: ConfigProblem[]): MarkdownPage[] {
  const pagesDir = path.join(dir, 'pages');
  if (!existsSync(pagesDir)) return [];
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const file = path.join(pagesDir, name);
      const slug = name.slice(0, -'.md'.length);
      if (!SlugSchema.safeParse(slug).success) {
        problems.push({ file: displayPath(file), path: '', message: 'file name must be a slug of lower-case words joined by hyphens' });
        return [];
      }
      const page = readMarkdown(file, problems);
      if (page === null) return [];
      if (page.title === undefined) {
        problems.push({ file: displayPath(file), path: 'title', message: "expected a title: a 'title:' front matter line or a leading '# Title' heading" });
        return [];
      }
      return [{ slug, title: page.title, description: page.description, markdown: page.markdown, file: displayPath(file) }];
    });
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

/**
 * dealers/<slug>/blog/**\/*.md: the post at /blog/{file path without .md}. Every blog card linking
 * under /blog/ needs its post file, and every post file a card (which gives its date and image).
 */
export function loadBlogPosts(dir: string, cards: readonly BlogCard[], blogsFile: string, problems: ConfigProblem[]): BlogPost[] {
  const blogDir = path.join(dir, 'blog');
  const byPath = new Map(
    markdownFiles(blogDir).map((file) => [`/blog/${path.relative(blogDir, file).slice(0, -'.md'.length).split(path.sep).join('/')}`, file]),
  );
  const posts: BlogPost[] = [];
  cards.forEach((card, i) => {
    if (!card.href.startsWith('/blog/')) return;
    const postPath = card.href.replace(/\/$/, '');
    const file = byPath.get(postPath);
    byPath.delete(postPath);
    if (file === undefined) {
      problems.push({ file: blogsFile, path: `[${i}].href`, message: `no post file blog${postPath.slice('/blog'.length)}.md for this link` });
      return;
    }
    if (
      !postPath
        .slice(1)
        .split('/')
        .every((part) => SlugSchema.safeParse(part).success)
    ) {
      problems.push({ file: displayPath(file), path: '', message: 'post path must be slugs of lower-case words joined by hyphens' });
      return;
    }
    const post = readMarkdown(file, problems);
    if (post === null) return;
    posts.push({
      path: postPath,
      card,
      markdown: post.markdown,
      title: post.title ?? card.heading,
      description: post.description ?? card.description,
      file: displayPath(file),
    });
  });
  for (const [postPath, file] of byPath)
    problems.push({ file: displayPath(file), path: '', message: `no card in ${path.basename(blogsFile)} links ${postPath}` });
  return posts;
}
