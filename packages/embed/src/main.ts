import { defineElements } from './elements';

// The module the loader imports: registering the elements upgrades any already on the page.
defineElements();
