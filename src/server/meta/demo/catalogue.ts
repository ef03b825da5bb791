/**
 * What makes each demo account feel like a real, busy business account: its niche, audience, the
 * hours and formats that work for it, and hashtags that really lift (or sink) engagement.
 */
export type FormatName = 'IMAGE' | 'CAROUSEL_ALBUM' | 'REELS' | 'VIDEO';

type HashtagEffect = readonly [tag: string, lift: number];

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
  /** Comments on a typical post (a post doing better gets more, up to Graph's page of 40). */
  commentsPerPost: number;
  /** Share of posts per format. */
  formatMix: ReadonlyArray<readonly [FormatName, number]>;
  /** Local hours that perform best, and worst. */
  bestHours: readonly number[];
  worstHours: readonly number[];
  /** Engagement multiplier by weekday, Sunday first. */
  weekday: readonly number[];
  /** A few lift engagement (niche-specific, searched for), a few sink it (generic, spammy); the rest barely matter. */
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
    commentsPerPost: 6,
    formatMix: [
      ['REELS', 0.45],
      ['CAROUSEL_ALBUM', 0.3],
      ['IMAGE', 0.2],
      ['VIDEO', 0.05],
    ],
    bestHours: [6, 7, 18, 19],
    worstHours: [1, 2, 3, 14],
    weekday: [0.85, 1.15, 1.1, 1.05, 1.0, 0.9, 0.8],
    hashtags: [
      ['#strengthtraining', 1.3],
      ['#homeworkout', 1.25],
      ['#kettlebell', 1.2],
      ['#fitfam', 0.75],
      ['#fitnessmotivation', 0.8],
      ['#gym', 0.85],
      ['#fitover30', 1.05],
      ['#mobility', 1.03],
      ['#gluteworkout', 1.0],
      ['#workout', 0.97],
      ['#personaltrainer', 1.0],
      ['#coreworkout', 1.02],
      ['#healthyhabits', 0.98],
      ['#austinfitness', 1.04],
    ],
    subjects: [
      'a 20-minute full-body session',
      'my warm-up before heavy squats',
      'three mobility drills for desk workers',
      'the deadlift cue that fixed my back',
      'a kettlebell finisher',
      'what I eat before morning training',
      'a beginner push-up progression',
      'my client Jess hitting a 100 kg deadlift',
      'a core circuit with no equipment',
      'how to train when you only have 3 days',
    ],
    hooks: [
      'Save this for your next workout:',
      'Stop scrolling if your lower back hurts.',
      'Most people get this wrong:',
      'Try this tomorrow morning:',
      'Real talk:',
      'Form check!',
    ],
    calls: [
      'Tag a training partner 👇',
      'Save it and try it this week.',
      'Questions? Drop them below.',
      'Follow for a new routine every Monday.',
      'Link in bio for the full plan.',
    ],
    comments: [
      'This is exactly what I needed 🙌',
      'Tried it this morning, legs are shaking 😅',
      'How many rounds would you do?',
      'Saving this!',
      'Can I do this with dumbbells?',
      'Your form tips are the best',
      'Day 12 of your plan and loving it',
      '🔥🔥🔥',
      'What shoes are those?',
      'My knees thank you',
    ],
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
    commentsPerPost: 5,
    formatMix: [
      ['IMAGE', 0.4],
      ['CAROUSEL_ALBUM', 0.3],
      ['REELS', 0.26],
      ['VIDEO', 0.04],
    ],
    bestHours: [12, 19, 20],
    worstHours: [3, 4, 9, 16],
    weekday: [1.2, 0.8, 0.9, 0.95, 1.0, 1.15, 1.25],
    hashtags: [
      ['#pastafresca', 1.3],
      ['#tortellini', 1.25],
      ['#sfoglina', 1.2],
      ['#foodporn', 0.75],
      ['#yummy', 0.8],
      ['#instafood', 0.85],
      ['#bologna', 1.04],
      ['#cucinaitaliana', 1.02],
      ['#ragù', 1.03],
      ['#trattoria', 1.0],
      ['#italianfood', 0.97],
      ['#mangiarebene', 1.0],
      ['#emiliaromagna', 1.02],
    ],
    subjects: [
      'tagliatelle al ragù as Nonna makes them',
      'the morning sfoglia, rolled by hand',
      'our tortellini in brodo',
      'Sunday lunch in the back room',
      'a new seasonal menu',
      'the Lambrusco we pour this month',
      'crescentine fresh from the fire',
      'our team before service',
      'tiramisù, the family recipe',
      'truffle season arriving',
    ],
    hooks: ['Buongiorno Bologna!', 'Fresh from the kitchen:', 'Every morning at 7:', 'Nonna says:', 'This weekend only:', 'Behind the pass:'],
    calls: ['Book your table via the link in bio.', 'Who would you bring? 👇', 'Save it for your Bologna trip.', 'Ci vediamo stasera!', 'Tag a pasta lover.'],
    comments: [
      'Che meraviglia 😍',
      'Best tortellini in Bologna, no doubt',
      'Booking for Saturday!',
      'Mi manca Bologna 😭',
      'Do you take reservations for 8?',
      'Grazie per la cena di ieri',
      'Is it open on Mondays?',
      '🍝🍝🍝',
      'The ragù is unreal',
      'Can you ship the pasta?',
    ],
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
    commentsPerPost: 6,
    formatMix: [
      ['REELS', 0.5],
      ['CAROUSEL_ALBUM', 0.32],
      ['IMAGE', 0.14],
      ['VIDEO', 0.04],
    ],
    bestHours: [11, 20, 21],
    worstHours: [2, 3, 4, 15],
    weekday: [1.3, 0.85, 0.9, 0.95, 1.0, 1.05, 1.3],
    hashtags: [
      ['#lencoismaranhenses', 1.35],
      ['#chapadadiamantina', 1.3],
      ['#dicasdeviagem', 1.2],
      ['#travelgram', 0.75],
      ['#wanderlust', 0.8],
      ['#instatravel', 0.85],
      ['#viajarpelobrasil', 1.04],
      ['#mochilao', 1.02],
      ['#brasil', 0.97],
      ['#praia', 1.0],
      ['#trilha', 1.03],
      ['#nordeste', 1.0],
      ['#roteiro', 1.02],
    ],
    subjects: [
      'a hidden waterfall in Chapada Diamantina',
      'the dunes of Lençóis at sunrise',
      'a 5-day Jalapão route',
      'what 3 days in Paraty really cost',
      'the best beach in Fernando de Noronha',
      'a night bus across Minas Gerais',
      'street food in Salvador',
      'packing for a week with one backpack',
      'a trail nobody told you about',
      'camping on Ilha Grande',
    ],
    hooks: [
      'Save this for your next trip:',
      'You need to see this place:',
      'Nobody talks about this:',
      'Roteiro completo:',
      'Cheaper than you think:',
      'I almost skipped this…',
    ],
    calls: [
      'Save and send it to your travel buddy 👇',
      'Full guide in bio.',
      'Which one would you visit first?',
      'Follow for a new route every week.',
      'Ask me anything below!',
    ],
    comments: [
      'Que lugar incrível 😍',
      'Adding to my list!',
      'How did you get there?',
      'Salvei! Obrigada pelas dicas',
      'Best season to go?',
      'That drone shot 🔥',
      'Fui por sua causa e amei',
      'How much was the guide?',
      'Is it safe to go alone?',
      'Dream destination ✨',
    ],
  },
];

export const COMMENTER_NAMES = [
  'ana.luz',
  'marco_b',
  'jess.lifts',
  'pedro.viaja',
  'giulia.cooks',
  'sam_runs',
  'carla.m',
  'tom.hikes',
  'lu.fernandes',
  'matteo_bo',
  'nina.eats',
  'rafa.trilhas',
  'kate_fitlife',
  'leo.rossi',
  'bia.santos',
  'chris_p',
  'sofia.travels',
  'dani.k',
  'ale_verdi',
  'joao.mochila',
  'emma.w',
  'fede.food',
  'mia.moves',
  'gabi.viagens',
  'nick.strong',
  'paola.c',
  'rui.costa',
  'zoe.bakes',
  'theo.fit',
  'isa.rota',
];
