/** Link and image addresses the editor accepts: http(s), mailto for links, and site-relative paths. */
const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:'];
const IMAGE_PROTOCOLS = ['http:', 'https:'];

function allowed(url: string, protocols: readonly string[]): string | null {
  const text = url.trim();
  if (text === '') return null;
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const parsed = new URL(text);
    return protocols.includes(parsed.protocol) ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The link address to store, or null when it is empty or not an allowed kind (e.g. javascript:). */
export function safeLinkUrl(url: string): string | null {
  return allowed(url, LINK_PROTOCOLS);
}

/** The image address to store, or null when it is not http(s) or site-relative. */
export function safeImageUrl(url: string): string | null {
  return allowed(url, IMAGE_PROTOCOLS);
}
