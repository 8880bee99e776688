/**
 * The prose of an answer: the text with everything that is not prose blanked out (replaced by
 * spaces, so every offset still points into the text the engine wrote). Names and cues are only
 * read from what is left. Blanked: link targets, links whose text is only a host, URL or number
 * (OpenAI's `([host](url?utm_source=openai))`, Grok's `[[1]](url)`), bare URLs and host/paths,
 * citation markers (`[1]`, `[1, 2]`, `[^1]`, `【1】`), slugs (`pipedrive-vs-hubspot`), and the
 * reasoning a model prints before its answer (`<think>…</think>`, Perplexity's reasoning models).
 */

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

const hostOrUrl =
  /^(?:https?:\/\/\S*|(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?|\[?\d{1,3}\]?|\^?\d{1,3}|source|sources|link|here)$/i;
/** `[label](target)`, the label possibly a bracketed number (Grok), the whole possibly in parentheses (OpenAI). */
const markdownLink = /\(?\[(\[\d{1,3}\]|[^\]\n]*)\]\((?:<[^>\n]*>|[^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"\n]*")?\)\)?/g;
const bareUrl = /(?:\bhttps?:\/\/|\bwww\.)[^\s<>()[\]"'`]+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>()[\]"'`]*/gi;
const citationMarker = /\[\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]|【[^】\n]{0,40}】/g;
const slug = /(?<![\p{L}\p{N}-])[a-z0-9]+(?:-[a-z0-9]+){2,}(?![\p{L}\p{N}-])/gu;
const reasoning = /<think>[\s\S]*?(?:<\/think>|$)/g;
const twoHyphens = /-[a-z0-9]+-/;
const trailingPunctuation = /[.,;:!?]+$/;

export function maskNonProse(text: string): string {
  const prose = text.includes('<think>') ? text.replace(reasoning, blank) : text;
  let out = !prose.includes('](')
    ? prose
    : prose.replace(markdownLink, (whole: string, label: string) => {
        const outer = whole.startsWith('(') && whole.endsWith('))');
        if (outer || hostOrUrl.test(label.trim())) return blank(whole);
        // Keep the label where it stands: "[HubSpot](https://hubspot.com)" reads as "HubSpot".
        const at = whole.indexOf('[');
        return blank(whole.slice(0, at + 1)) + label + blank(whole.slice(at + 1 + label.length));
      });
  // The cheap tests first: most lines have no URL and no slug, and these patterns are slow.
  if (out.includes('/') || out.includes('www.'))
    out = out.replace(bareUrl, (url) => {
      const keep = trailingPunctuation.exec(url)?.[0] ?? '';
      return blank(url.slice(0, url.length - keep.length)) + keep;
    });
  if (out.includes('[') || out.includes('【')) out = out.replace(citationMarker, blank);
  return twoHyphens.test(out) ? out.replace(slug, blank) : out;
}
