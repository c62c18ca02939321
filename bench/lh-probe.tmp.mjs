import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../tooling/chromium.js';
import { startPetverse } from './throughput.mjs';
const root = '/work/main';
const p = await startPetverse(root);
const origin = new URL(p.url).origin;
const { products } = await (await fetch(`${origin}/api/product/getall-product`)).json();
const url = process.argv[2] === 'home' ? `${origin}/` : process.argv[2] === 'form' ? `${origin}/VetClinicRegistrationForm` : `${origin}/pet-product-page/${products[0]._id}`;
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log('score', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue);
  console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]));
  console.log('render-blocking', JSON.stringify(a['render-blocking-resources']?.details?.items?.map(i => [i.url, i.wastedMs])));
  console.log('long tasks', JSON.stringify(a['long-tasks']?.details?.items?.slice(0, 8).map(i => [i.url, Math.round(i.duration), Math.round(i.startTime)])));
  console.log('bootup', JSON.stringify(a['bootup-time']?.details?.items?.slice(0, 6).map(i => [i.url, Math.round(i.scripting)])));
  console.log('network', JSON.stringify(a['network-requests']?.details?.items?.slice(0, 40).map(i => [i.url.replace(origin, ''), Math.round(i.networkRequestTime ?? i.startTime), Math.round(i.networkEndTime ?? i.endTime), i.transferSize, i.priority])));
  console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items?.map(i => [i.group, Math.round(i.duration)])));
} finally { await chrome.kill(); p.stop(); }
