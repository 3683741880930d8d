/** Where the BFF serves a property photo: the original, or the server-made thumbnail for lists and galleries. */
export function photoUrl(
  propertyId: string,
  photoId: string,
  variant: 'original' | 'thumbnail' = 'original',
): string {
  const base = `/api/properties/${encodeURIComponent(propertyId)}/photos/${encodeURIComponent(photoId)}/download`;
  return variant === 'thumbnail' ? `${base}?variant=thumbnail` : base;
}
