import 'styled-components';
import type { PetverseTheme } from './buildTheme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PetverseTheme {}
}
