import { markerNames, scanInjection } from '../lib/untrusted/injection';
import { shippedModelFromDisk } from '../bench/support/shipped-assets';
const m = shippedModelFromDisk();
const t = process.argv.slice(2).join(' ').split('|');
for (const x of t) console.log(markerNames(scanInjection(x.trim(), undefined, m)).join(',') || 'quiet', '<=', x.trim());
