import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Story tests run with the same annotations as Storybook itself, axe included.
setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
