/**
 * What makes each demo account feel like a real, busy business account: its niche, audience, the
 * hours and formats that work for it, and hashtags that really lift (or sink) engagement.
 */
export type FormatName = 'IMAGE' | 'CAROUSEL_ALBUM' | 'REELS' | 'VIDEO';

export type HashtagEffect = readonly [tag: string, lift: number];

export type AccountSpec = {
  key: string;
  username: string;
  name: string;
  biography: string;
  website: string;
  pageName: string;
  nicheId: string;
  countryCode: string;
  timezone: string;
  followersStart: number;
  followersEnd: number;
  follows: number;
  posts: number;
  /** Share of posts per format. */
  formatMix: ReadonlyArray<readonly [FormatName, number]>;
  /** Local hours that perform best, and worst. */
  bestHours: readonly number[];
  worstHours: readonly number[];
  /** Engagement multiplier by weekday, Sunday first. */
  weekday: readonly number[];
  hashtags: readonly HashtagEffect[];
  subjects: readonly string[];
  hooks: readonly string[];
  calls: readonly string[];
  comments: readonly string[];
};

export const ACCOUNT_SPECS: readonly AccountSpec[] = [
  {
    key: 'fitness',
    username: 'mayamoves.fit',
    name: 'Maya Torres | Strength Coach',
    biography: 'Certified strength coach in Austin, TX 💪 Programs for busy people. New 8-week plan below 👇',
    website: 'https://mayamoves.fit/plan',
    pageName: 'Maya Moves Fitness',
    nicheId: 'fitness',
    countryCode: 'US',
    timezone: 'America/Chicago',
    followersStart: 38_400,
    followersEnd: 52_870,
    follows: 612,
    posts: 540,
    formatMix: [['REELS', 0.45], ['CAROUSEL_ALBUM', 0.3], ['IMAGE', 0.2], ['VIDEO', 0.05]],
    bestHours: [6, 7, 18, 19],
    worstHours: [1, 2, 3, 14],
    weekday: [0.85, 1.15, 1.1, 1.05, 1.0, 0.9, 0.8],
    hashtags: [
      ['#strengthtraining', 1.25], ['#homeworkout', 1.2], ['#fitover30', 1.15], ['#mobility', 1.1], ['#gluteworkout', 1.05],
      ['#fitnessmotivation', 0.85], ['#gym', 0.9], ['#fitfam', 0.8], ['#workout', 1.0], ['#personaltrainer', 1.0],
      ['#coreworkout', 1.05], ['#healthyhabits', 1.0], ['#austinfitness', 1.1], ['#kettlebell', 1.1],
    ],
    subjects: ['a 20-minute full-body session', 'my warm-up before heavy squats', 'three mobility drills for desk workers', 'the deadlift cue that fixed my back', 'a kettlebell finisher', 'what I eat before morning training', 'a beginner push-up progression', 'my client Jess hitting a 100 kg deadlift', 'a core circuit with no equipment', 'how to train when you only have 3 days'],
    hooks: ['Save this for your next workout:', 'Stop scrolling if your lower back hurts.', 'Most people get this wrong:', 'Try this tomorrow morning:', 'Real talk:', 'Form check!'],
    calls: ['Tag a training partner 👇', 'Save it and try it this week.', 'Questions? Drop them below.', 'Follow for a new routine every Monday.', 'Link in bio for the full plan.'],
    comments: ['This is exactly what I needed 🙌', 'Tried it this morning, legs are shaking 😅', 'How many rounds would you do?', 'Saving this!', 'Can I do this with dumbbells?', 'Your form tips are the best', 'Day 12 of your plan and loving it', '🔥🔥🔥', 'What shoes are those?', 'My knees thank you'],
  },
  {
    key: 'food',
    username: 'trattoria.nonnarosa',
    name: 'Trattoria Nonna Rosa',
    biography: 'Cucina di famiglia a Bologna dal 1987 🍝 Pasta fresca ogni mattina. Prenota qui 👇',
    website: 'https://nonnarosa.it/prenota',
    pageName: 'Trattoria Nonna Rosa Bologna',
    nicheId: 'restaurants-cafes',
    countryCode: 'IT',
    timezone: 'Europe/Rome',
    followersStart: 9_150,
    followersEnd: 12_940,
    follows: 388,
    posts: 410,
    formatMix: [['IMAGE', 0.4], ['CAROUSEL_ALBUM', 0.3], ['REELS', 0.26], ['VIDEO', 0.04]],
    bestHours: [12, 19, 20],
    worstHours: [3, 4, 9, 16],
    weekday: [1.2, 0.8, 0.9, 0.95, 1.0, 1.15, 1.25],
    hashtags: [
      ['#pastafresca', 1.3], ['#bologna', 1.2], ['#tortellini', 1.25], ['#cucinaitaliana', 1.05], ['#foodporn', 0.8],
      ['#instafood', 0.85], ['#ragù', 1.15], ['#trattoria', 1.05], ['#italianfood', 0.95], ['#yummy', 0.8],
      ['#mangiarebene', 1.0], ['#emiliaromagna', 1.1], ['#sfoglina', 1.2],
    ],
    subjects: ['tagliatelle al ragù as Nonna makes them', 'the morning sfoglia, rolled by hand', 'our tortellini in brodo', 'Sunday lunch in the back room', 'a new seasonal menu', 'the Lambrusco we pour this month', 'crescentine fresh from the fire', 'our team before service', 'tiramisù, the family recipe', 'truffle season arriving'],
    hooks: ['Buongiorno Bologna!', 'Fresh from the kitchen:', 'Every morning at 7:', 'Nonna says:', 'This weekend only:', 'Behind the pass:'],
    calls: ['Book your table via the link in bio.', 'Who would you bring? 👇', 'Save it for your Bologna trip.', 'Ci vediamo stasera!', 'Tag a pasta lover.'],
    comments: ['Che meraviglia 😍', 'Best tortellini in Bologna, no doubt', 'Booking for Saturday!', 'Mi manca Bologna 😭', 'Do you take reservations for 8?', 'Grazie per la cena di ieri', 'Is it open on Mondays?', '🍝🍝🍝', 'The ragù is unreal', 'Can you ship the pasta?'],
  },
  {
    key: 'travel',
    username: 'rotas.do.lucas',
    name: 'Lucas Almeida · Viagens',
    biography: 'Explorando o Brasil de mochila 🇧🇷 Roteiros, dicas e lugares escondidos. Guias completos 👇',
    website: 'https://rotasdolucas.com.br',
    pageName: 'Rotas do Lucas',
    nicheId: 'travel',
    countryCode: 'BR',
    timezone: 'America/Sao_Paulo',
    followersStart: 121_300,
    followersEnd: 168_450,
    follows: 1_204,
    posts: 620,
    formatMix: [['REELS', 0.5], ['CAROUSEL_ALBUM', 0.32], ['IMAGE', 0.14], ['VIDEO', 0.04]],
    bestHours: [11, 20, 21],
    worstHours: [2, 3, 4, 15],
    weekday: [1.15, 0.9, 0.95, 1.0, 1.05, 1.1, 1.2],
    hashtags: [
      ['#chapadadiamantina', 1.3], ['#lencoismaranhenses', 1.35], ['#viajarpelobrasil', 1.15], ['#mochilao', 1.1], ['#travelgram', 0.8],
      ['#wanderlust', 0.8], ['#brasil', 0.95], ['#praia', 1.0], ['#trilha', 1.1], ['#dicasdeviagem', 1.2],
      ['#nordeste', 1.05], ['#instatravel', 0.85], ['#roteiro', 1.15],
    ],
    subjects: ['a hidden waterfall in Chapada Diamantina', 'the dunes of Lençóis at sunrise', 'a 5-day Jalapão route', 'what 3 days in Paraty really cost', 'the best beach in Fernando de Noronha', 'a night bus across Minas Gerais', 'street food in Salvador', 'packing for a week with one backpack', 'a trail nobody told you about', 'camping on Ilha Grande'],
    hooks: ['Save this for your next trip:', 'You need to see this place:', 'Nobody talks about this:', 'Roteiro completo:', 'Cheaper than you think:', 'I almost skipped this…'],
    calls: ['Save and send it to your travel buddy 👇', 'Full guide in bio.', 'Which one would you visit first?', 'Follow for a new route every week.', 'Ask me anything below!'],
    comments: ['Que lugar incrível 😍', 'Adding to my list!', 'How did you get there?', 'Salvei! Obrigada pelas dicas', 'Best season to go?', 'That drone shot 🔥', 'Fui por sua causa e amei', 'How much was the guide?', 'Is it safe to go alone?', 'Dream destination ✨'],
  },
];

export const COMMENTER_NAMES = [
  'ana.luz', 'marco_b', 'jess.lifts', 'pedro.viaja', 'giulia.cooks', 'sam_runs', 'carla.m', 'tom.hikes', 'lu.fernandes', 'matteo_bo',
  'nina.eats', 'rafa.trilhas', 'kate_fitlife', 'leo.rossi', 'bia.santos', 'chris_p', 'sofia.travels', 'dani.k', 'ale_verdi', 'joao.mochila',
  'emma.w', 'fede.food', 'mia.moves', 'gabi.viagens', 'nick.strong', 'paola.c', 'rui.costa', 'zoe.bakes', 'theo.fit', 'isa.rota',
];

export type CompetitorSpec = { username: string; name: string; nicheId: string; countryCode: string; followers: number; postsPerWeek: number; erBase: number };

/** Public accounts business_discovery can look up: same niche and country as each demo account, and others. */
export const COMPETITOR_SPECS: readonly CompetitorSpec[] = [
  { username: 'liftwithlena', name: 'Lena Park Fitness', nicheId: 'fitness', countryCode: 'US', followers: 61_200, postsPerWeek: 6, erBase: 0.021 },
  { username: 'coachdre.strength', name: 'Dre Johnson', nicheId: 'fitness', countryCode: 'US', followers: 44_800, postsPerWeek: 5, erBase: 0.026 },
  { username: 'thehomegymguy', name: 'Home Gym Guy', nicheId: 'fitness', countryCode: 'US', followers: 97_500, postsPerWeek: 7, erBase: 0.015 },
  { username: 'pilates.with.priya', name: 'Priya Shah Pilates', nicheId: 'fitness', countryCode: 'US', followers: 28_300, postsPerWeek: 4, erBase: 0.034 },
  { username: 'runclub.atx', name: 'Run Club ATX', nicheId: 'fitness', countryCode: 'US', followers: 12_900, postsPerWeek: 3, erBase: 0.041 },
  { username: 'strongafter40', name: 'Strong After 40', nicheId: 'fitness', countryCode: 'US', followers: 152_000, postsPerWeek: 8, erBase: 0.012 },
  { username: 'mobility.mike', name: 'Mike Reyes Mobility', nicheId: 'fitness', countryCode: 'CA', followers: 33_700, postsPerWeek: 5, erBase: 0.029 },
  { username: 'osteria.del.portico', name: 'Osteria del Portico', nicheId: 'restaurants-cafes', countryCode: 'IT', followers: 14_100, postsPerWeek: 4, erBase: 0.038 },
  { username: 'sfoglia.e.matterello', name: 'Sfoglia & Matterello', nicheId: 'restaurants-cafes', countryCode: 'IT', followers: 8_700, postsPerWeek: 3, erBase: 0.045 },
  { username: 'bottega.bolognese', name: 'Bottega Bolognese', nicheId: 'restaurants-cafes', countryCode: 'IT', followers: 22_600, postsPerWeek: 5, erBase: 0.027 },
  { username: 'pizzeria.vesuvio.bo', name: 'Pizzeria Vesuvio', nicheId: 'restaurants-cafes', countryCode: 'IT', followers: 5_900, postsPerWeek: 2, erBase: 0.052 },
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
];
