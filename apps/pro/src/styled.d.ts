import 'styled-components';
import type { PetverseTheme } from '@petverse/ui';

// The @petverse/ui theme shape, so styles here (and the ui sources type-checked through them)
// see the same DefaultTheme as inside @petverse/ui.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends PetverseTheme {}
}
