/**
 * The size attribute ('Beden') of a variant: the size picker's label, the basket's 'Beden: 2 Yaş',
 * the size chart. One rule for recognising it (the catalogue names it 'Beden'; other spellings
 * are compared case-insensitively in Turkish).
 */
export const SIZE_ATTRIBUTE = "Beden";

export const isSizeAttribute = (name: string): boolean => name === SIZE_ATTRIBUTE || name.toLocaleLowerCase("tr-TR") === "beden";

/** The variant's size value ('2 Yaş'), or null when it has none. */
export function sizeValue(attributes: readonly { name: string; value: string }[] | undefined): string | null {
  return attributes?.find((a) => isSizeAttribute(a.name))?.value ?? null;
}
