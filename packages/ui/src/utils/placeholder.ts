/**
 * A neutral paw-print placeholder shown when an image is missing or fails to load. Written as a
 * data URL with only what must be escaped escaped (`#` as `%23`; single quotes inside, so no `"`):
 * browsers take `<` and `>` as they are, and the whole of `encodeURIComponent`'s output would be
 * twice the bytes on every page that shows a product.
 */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml;charset=utf-8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 400'><rect width='400' height='400' fill='%23f2f1f6'/><g fill='%23c9c6d4'><ellipse cx='200' cy='235' rx='58' ry='48'/><circle cx='138' cy='170' r='22'/><circle cx='178' cy='138' r='22'/><circle cx='222' cy='138' r='22'/><circle cx='262' cy='170' r='22'/></g></svg>";
