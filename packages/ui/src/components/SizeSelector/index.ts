export { SizeSelector } from './SizeSelector';
export type { SizeOption, SizeSelectorProps } from './SizeSelector';
