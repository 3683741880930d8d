/** What a profile photo can be, decided from the file's bytes (never its name or the browser's type). */
export type ProfilePhotoMimeType = 'image/jpeg' | 'image/png' | 'image/webp';
