import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from './preview';

// Visual tests render composed stories with the same decorators (theme, router, toasts).
setProjectAnnotations([preview]);
