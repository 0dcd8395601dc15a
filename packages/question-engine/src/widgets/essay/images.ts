/** Most photos an essay answer may hold (spec §5, §9). */
export const MAX_ESSAY_IMAGES = 3;
/** File extensions accepted for essay photos (spec §5). */
export const ESSAY_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;

/** Warning ids of the spec for essay photos. */
export type EssayImageWarning = 'components.onlyJpg' | 'components.moreThree';

/** True when a file name ends in .jpeg, .jpg or .png (any case). */
export function isEssayImage(fileName: string): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return fileName.includes('.') && (ESSAY_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Chooses which new files to add: other types are refused with 'components.onlyJpg'; beyond 3
 * photos in all, the extra ones are dropped with 'components.moreThree'.
 */
export function acceptEssayImages<F extends { name: string }>(
  existingCount: number,
  files: readonly F[],
): { accepted: F[]; warnings: EssayImageWarning[] } {
  const warnings: EssayImageWarning[] = [];
  const images = files.filter((file) => isEssayImage(file.name));
  if (images.length < files.length) warnings.push('components.onlyJpg');
  const room = Math.max(0, MAX_ESSAY_IMAGES - existingCount);
  if (images.length > room) warnings.push('components.moreThree');
  return { accepted: images.slice(0, room), warnings };
}
