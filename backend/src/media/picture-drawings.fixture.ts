/**
 * What each product family of the demo catalogue should be drawn as, written by hand from the
 * seed's families (its `family` attribute) for the picture specs: the looks a shopper would
 * recognise, not read from the seed's own table.
 */
export const EXPECTED_FAMILY_DRAWINGS: Readonly<Record<string, string>> = {
  // catering
  'catering-combi-steamer': 'combi-steamer', 'catering-convection-oven': 'convection-oven', 'catering-deep-fryer': 'deep-fryer',
  'catering-contact-grill': 'contact-grill', 'catering-refrigerated-cabinet': 'fridge', 'catering-freezer-cabinet': 'freezer',
  'catering-ice-cube-maker': 'ice-maker', 'catering-flake-ice-machine': 'ice-maker', 'catering-meat-slicer': 'slicer',
  'catering-vegetable-cutter': 'vegetable-cutter', 'catering-planetary-mixer': 'stand-mixer', 'catering-stick-blender': 'stick-blender',
  // workshop
  'workshop-bench-drill': 'bench-drill', 'workshop-cordless-drill-driver': 'cordless-drill', 'workshop-circular-saw': 'circular-saw',
  'workshop-table-saw': 'table-saw', 'workshop-socket-set': 'socket-set', 'workshop-torque-wrench': 'wrench',
  'workshop-tool-trolley': 'tool-trolley', 'workshop-workbench': 'workbench', 'workshop-circular-saw-blade': 'saw-blade',
  'workshop-cutting-disc': 'cutting-disc', 'workshop-hss-drill-bit-set': 'drill-bits', 'workshop-screwdriver-bit-set': 'bit-set',
  // machinery
  'machinery-concrete-mixer': 'concrete-mixer', 'machinery-paddle-mixer': 'paddle-mixer', 'machinery-plate-compactor': 'plate-compactor',
  'machinery-concrete-vibrator': 'concrete-vibrator', 'machinery-petrol-generator': 'generator', 'machinery-inverter-generator': 'inverter-generator',
  'machinery-piston-compressor': 'compressor', 'machinery-screw-compressor': 'screw-compressor', 'machinery-electric-hoist': 'hoist',
  'machinery-manual-chain-hoist': 'hoist', 'machinery-hand-pallet-truck': 'pallet-truck', 'machinery-platform-trolley': 'platform-trolley',
  // agriculture
  'agriculture-petrol-chainsaw': 'chainsaw', 'agriculture-saw-chain': 'saw-chain', 'agriculture-log-splitter': 'log-splitter',
  'agriculture-splitting-axe': 'axe', 'agriculture-fence-energiser': 'fence-energiser', 'agriculture-polywire': 'reel',
  'agriculture-water-trough': 'trough', 'agriculture-grain-mill': 'grain-mill', 'agriculture-knapsack-sprayer': 'knapsack-sprayer',
  'agriculture-trailed-sprayer': 'trailed-sprayer', 'agriculture-petrol-water-pump': 'water-pump', 'agriculture-drip-tape': 'reel',
  // cleaning
  'cleaning-floor-scrubber-dryer': 'scrubber', 'cleaning-single-disc-machine': 'single-disc', 'cleaning-cold-water-pressure-washer': 'pressure-washer',
  'cleaning-hot-water-pressure-washer': 'pressure-washer', 'cleaning-wet-dry-vacuum': 'vacuum', 'cleaning-industrial-vacuum': 'vacuum',
  'cleaning-commercial-vacuum': 'vacuum', 'cleaning-backpack-vacuum': 'backpack-vacuum', 'cleaning-floor-cleaner': 'bottle',
  'cleaning-degreaser': 'spray-bottle', 'cleaning-microfibre-flat-mop': 'mop', 'cleaning-trolley': 'cleaning-trolley',
  // office
  'office-height-adjustable-desk': 'desk', 'office-conference-table': 'conference-table', 'office-filing-cabinet': 'filing-cabinet',
  'office-steel-shelving-unit': 'shelving', 'office-laser-printer': 'printer', 'office-multifunction-copier': 'copier',
  'office-paper-shredder': 'shredder', 'office-laminator': 'laminator', 'office-copy-paper': 'paper-ream',
  'office-thermal-paper-roll': 'paper-roll', 'office-toner-cartridge': 'toner', 'office-ink-cartridge': 'ink-cartridge',
  // measurement
  'measurement-digital-multimeter': 'multimeter', 'measurement-clamp-meter': 'clamp-meter', 'measurement-insulation-tester': 'multimeter',
  'measurement-voltage-tester': 'voltage-tester', 'measurement-laser-distance-meter': 'laser-meter', 'measurement-rotary-laser': 'rotary-laser',
  'measurement-digital-caliper': 'caliper', 'measurement-outside-micrometer': 'micrometer', 'measurement-platform-scale': 'platform-scale',
  'measurement-pallet-truck-scale': 'pallet-truck', 'measurement-precision-balance': 'balance', 'measurement-analytical-balance': 'balance',
  // beauty
  'beauty-hydraulic-salon-chair': 'salon-chair', 'beauty-barber-chair': 'salon-chair', 'beauty-electric-treatment-bed': 'treatment-bed',
  'beauty-pedicure-chair': 'salon-chair', 'beauty-facial-steamer': 'facial-steamer', 'beauty-microdermabrasion-device': 'beauty-device',
  'beauty-hood-hair-dryer': 'hood-dryer', 'beauty-professional-hair-dryer': 'hair-dryer', 'beauty-uv-led-nail-lamp': 'nail-lamp',
  'beauty-electric-nail-drill': 'nail-drill', 'beauty-wax-heater': 'heater-pot', 'beauty-depilatory-wax': 'jar',
  // wellness
  'wellness-finnish-sauna': 'sauna-cabin', 'wellness-infrared-cabin': 'sauna-cabin', 'wellness-electric-sauna-heater': 'sauna-heater',
  'wellness-sauna-infusion': 'bottle', 'wellness-folding-massage-table': 'massage-table', 'wellness-electric-massage-table': 'treatment-bed',
  'wellness-massage-oil': 'bottle', 'wellness-hot-stone-heater': 'heater-pot', 'wellness-outdoor-hot-tub': 'hot-tub',
  'wellness-wooden-hot-tub': 'wooden-tub', 'wellness-chlorine-granules': 'bucket', 'wellness-hot-tub-thermal-cover': 'tub-cover',
  // home and garden
  'home-and-garden-lawn-tractor': 'lawn-tractor', 'home-and-garden-petrol-lawn-mower': 'lawn-mower', 'home-and-garden-log-splitter': 'log-splitter',
  'home-and-garden-garden-shredder': 'garden-shredder', 'home-and-garden-garden-pump': 'water-pump', 'home-and-garden-submersible-pump': 'submersible-pump',
  'home-and-garden-hose-reel-cart': 'hose-reel', 'home-and-garden-rainwater-tank': 'water-tank', 'home-and-garden-garden-bench': 'bench',
  'home-and-garden-sun-lounger': 'lounger', 'home-and-garden-gas-patio-heater': 'patio-heater', 'home-and-garden-infrared-patio-heater': 'infrared-heater',
};

/** The elements a wordless picture is drawn with: none of them renders text. */
export const SHAPE_ELEMENTS: ReadonlySet<string> = new Set(['svg', 'g', 'rect', 'circle', 'ellipse', 'path']);

/** The elements of an SVG text, the attribute names on them, and the character data between tags. */
export function svgParts(svg: string): { elements: string[]; attributes: string[]; characters: string } {
  const elements = [...svg.matchAll(/<([A-Za-z][\w:-]*)/g)].map((m) => m[1]!);
  const attributes = [...svg.matchAll(/\s([A-Za-z][\w:-]*)="/g)].map((m) => m[1]!);
  const characters = svg.replace(/<[^>]*>/g, '');
  return { elements, attributes, characters };
}

/** The drawing group's name and its markup with the colours taken out (its shape alone). */
export function drawingOf(svg: string): { name: string | undefined; shape: string } {
  const match = /<g data-drawing="([^"]+)">(.*)<\/g>/.exec(svg);
  return { name: match?.[1], shape: (match?.[2] ?? '').replace(/hsl\([^)]*\)/g, 'C') };
}
