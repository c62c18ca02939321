// The versioned single-file build (`/embed/v{version}/petverse.js`, build.mjs): the script tag's
// nonce first, then the elements, with every form and card inlined, so one Subresource Integrity
// hash covers all the code the page runs.
import './scriptNonce';
import './main';
