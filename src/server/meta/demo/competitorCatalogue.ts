export type CompetitorSpec = {
  username: string;
  name: string;
  nicheId: string;
  countryCode: string;
  followers: number;
  postsPerWeek: number;
  erBase: number;
  /** The owner set a minimum age: business_discovery refuses it, as Meta does for age-gated accounts. */
  ageGated?: true;
};

/** Public accounts business_discovery can look up: same niche and country as each demo account, and others. */
export const COMPETITOR_SPECS: readonly CompetitorSpec[] = [
  { username: 'liftwithlena', name: 'Lena Park Fitness', nicheId: 'fitness', countryCode: 'US', followers: 61_200, postsPerWeek: 6, erBase: 0.021 },
  { username: 'coachdre.strength', name: 'Dre Johnson', nicheId: 'fitness', countryCode: 'US', followers: 44_800, postsPerWeek: 5, erBase: 0.026 },
  { username: 'thehomegymguy', name: 'Home Gym Guy', nicheId: 'fitness', countryCode: 'US', followers: 97_500, postsPerWeek: 7, erBase: 0.015 },
  { username: 'pilates.with.priya', name: 'Priya Shah Pilates', nicheId: 'fitness', countryCode: 'US', followers: 28_300, postsPerWeek: 4, erBase: 0.034 },
  { username: 'runclub.atx', name: 'Run Club ATX', nicheId: 'fitness', countryCode: 'US', followers: 12_900, postsPerWeek: 3, erBase: 0.041 },
  { username: 'strongafter40', name: 'Strong After 40', nicheId: 'fitness', countryCode: 'US', followers: 152_000, postsPerWeek: 8, erBase: 0.012 },
  { username: 'mobility.mike', name: 'Mike Reyes Mobility', nicheId: 'fitness', countryCode: 'CA', followers: 33_700, postsPerWeek: 5, erBase: 0.029 },
  {
    username: 'osteria.del.portico',
    name: 'Osteria del Portico',
    nicheId: 'restaurants-cafes',
    countryCode: 'IT',
    followers: 14_100,
    postsPerWeek: 4,
    erBase: 0.038,
  },
  {
    username: 'sfoglia.e.matterello',
    name: 'Sfoglia & Matterello',
    nicheId: 'restaurants-cafes',
    countryCode: 'IT',
    followers: 8_700,
    postsPerWeek: 3,
    erBase: 0.045,
  },
  {
    username: 'bottega.bolognese',
    name: 'Bottega Bolognese',
    nicheId: 'restaurants-cafes',
    countryCode: 'IT',
    followers: 22_600,
    postsPerWeek: 5,
    erBase: 0.027,
  },
  {
    username: 'pizzeria.vesuvio.bo',
    name: 'Pizzeria Vesuvio',
    nicheId: 'restaurants-cafes',
    countryCode: 'IT',
    followers: 5_900,
    postsPerWeek: 2,
    erBase: 0.052,
  },
  { username: 'caffe.centrale', name: 'Caffè Centrale', nicheId: 'restaurants-cafes', countryCode: 'IT', followers: 3_400, postsPerWeek: 3, erBase: 0.061 },
  { username: 'la.tavola.di.marta', name: 'La Tavola di Marta', nicheId: 'food-drink', countryCode: 'IT', followers: 41_800, postsPerWeek: 6, erBase: 0.024 },
  { username: 'gelateria.luna', name: 'Gelateria Luna', nicheId: 'restaurants-cafes', countryCode: 'IT', followers: 11_200, postsPerWeek: 4, erBase: 0.036 },
  { username: 'mochila.e.mapa', name: 'Mochila e Mapa', nicheId: 'travel', countryCode: 'BR', followers: 139_000, postsPerWeek: 6, erBase: 0.019 },
  { username: 'viajandocomana', name: 'Ana Ribeiro Viagens', nicheId: 'travel', countryCode: 'BR', followers: 212_000, postsPerWeek: 7, erBase: 0.016 },
  { username: 'brasil.escondido', name: 'Brasil Escondido', nicheId: 'travel', countryCode: 'BR', followers: 88_400, postsPerWeek: 4, erBase: 0.023 },
  { username: 'trilhas.do.sul', name: 'Trilhas do Sul', nicheId: 'travel', countryCode: 'BR', followers: 47_600, postsPerWeek: 3, erBase: 0.031 },
  { username: 'praias.secretas', name: 'Praias Secretas', nicheId: 'travel', countryCode: 'BR', followers: 176_500, postsPerWeek: 8, erBase: 0.014 },
  { username: 'casal.na.estrada', name: 'Casal na Estrada', nicheId: 'travel', countryCode: 'BR', followers: 95_300, postsPerWeek: 5, erBase: 0.021 },
  { username: 'nordeste.raiz', name: 'Nordeste Raiz', nicheId: 'travel', countryCode: 'BR', followers: 64_100, postsPerWeek: 4, erBase: 0.027 },
  { username: 'wander.with.wes', name: 'Wes Carter', nicheId: 'travel', countryCode: 'US', followers: 310_000, postsPerWeek: 5, erBase: 0.011 },
  { username: 'lisbon.bites', name: 'Lisbon Bites', nicheId: 'food-drink', countryCode: 'PT', followers: 26_900, postsPerWeek: 4, erBase: 0.033 },
  { username: 'plantbased.paula', name: 'Paula Green', nicheId: 'food-drink', countryCode: 'US', followers: 73_400, postsPerWeek: 6, erBase: 0.022 },
  { username: 'studio.nord.design', name: 'Studio Nord', nicheId: 'art-design', countryCode: 'DE', followers: 18_200, postsPerWeek: 3, erBase: 0.029 },
  { username: 'yoga.by.the.sea', name: 'Yoga by the Sea', nicheId: 'health-wellness', countryCode: 'AU', followers: 54_700, postsPerWeek: 5, erBase: 0.025 },
  { username: 'urban.sketcher.jo', name: 'Jo Kim Sketches', nicheId: 'art-design', countryCode: 'GB', followers: 9_800, postsPerWeek: 3, erBase: 0.048 },
  { username: 'peak.trail.co', name: 'Peak Trail Co.', nicheId: 'outdoors-adventure', countryCode: 'US', followers: 129_000, postsPerWeek: 4, erBase: 0.017 },
  { username: 'barista.tales', name: 'Barista Tales', nicheId: 'restaurants-cafes', countryCode: 'US', followers: 36_500, postsPerWeek: 5, erBase: 0.028 },
  { username: 'fit.mama.rio', name: 'Fit Mama Rio', nicheId: 'fitness', countryCode: 'BR', followers: 58_900, postsPerWeek: 6, erBase: 0.024 },
  // Last, so that adding it left every account above generated exactly as before.
  {
    username: 'brewhouse.after.dark',
    name: 'Brewhouse After Dark',
    nicheId: 'food-drink',
    countryCode: 'US',
    followers: 48_200,
    postsPerWeek: 4,
    erBase: 0.027,
    ageGated: true,
  },
];
