/** Spec §5/§9: image search accepts .jpeg, .jpg and .png only (checked in the browser and again on the server). */
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

export function isAcceptedImage(file: { name: string; type: string; size: number }): boolean {
  return IMAGE_EXTENSIONS.test(file.name) && (file.type === '' || IMAGE_TYPES.includes(file.type)) && file.size > 0 && file.size <= MAX_IMAGE_BYTES;
}
