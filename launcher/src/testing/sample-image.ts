/** A 1×1 PNG, for uploads. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A multipart body holding the PNG, as the SPA's upload sends it. */
export function pngForm(): FormData {
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return form;
}
