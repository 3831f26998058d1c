import { Marked } from 'marked';

// Blog bodies are Markdown in data/blog.json, rendered once at load.
const marked = new Marked({ gfm: true, async: false });

export function renderMarkdown(source: string): string {
  return marked.parse(source) as string;
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}
