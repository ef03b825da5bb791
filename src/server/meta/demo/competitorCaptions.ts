import type { Rng } from './random';

type CaptionVocabulary = { lines: readonly string[]; hashtags: readonly string[] };

/** Enough per niche for competitors' recent posts to read like their niche, not like placeholders. */
const VOCABULARY: Record<string, CaptionVocabulary> = {
  fitness: {
    lines: [
      'Leg day, no excuses 🦵',
      'Five moves for a stronger core',
      'Your sign to start today',
      'Full-body dumbbell circuit, 25 minutes',
      'Progress, not perfection',
      'How I structure a 4-day split',
      'Mobility flow for tight hips',
      'Client transformation: 16 weeks',
    ],
    hashtags: ['#fitness', '#workout', '#strengthtraining', '#gym', '#homeworkout', '#fitnessmotivation', '#mobility', '#personaltrainer'],
  },
  'restaurants-cafes': {
    lines: [
      'Fresh out of the oven 🍕',
      'Il menù di questa settimana',
      'Sunday lunch is served',
      'Our chef’s favourite plate right now',
      'Aperitivo time 🍷',
      'New on the menu',
      'Behind the scenes in our kitchen',
      'Book your table for the weekend',
    ],
    hashtags: ['#ristorante', '#foodlover', '#cucinaitaliana', '#aperitivo', '#pasta', '#coffee', '#brunch', '#instafood'],
  },
  'food-drink': {
    lines: [
      'Weeknight pasta in 15 minutes',
      'The only focaccia recipe you need',
      'Market haul and what I’m cooking',
      'A one-pan dinner for four',
      'Sunday baking session',
      'Three sauces, one base',
      'Recipe in the caption ⬇️',
      'Seasonal and simple',
    ],
    hashtags: ['#recipe', '#homecooking', '#foodblogger', '#easyrecipes', '#plantbased', '#baking', '#foodie', '#yum'],
  },
  travel: {
    lines: [
      'Ainda não acredito que esse lugar existe',
      'Roteiro de 3 dias',
      'Golden hour never disappoints 🌅',
      'Quanto gastei nessa viagem',
      'Hidden beach, no crowds',
      'Dica de hospedagem barata',
      'Sunrise hike worth every step',
      'Salve para a próxima viagem',
    ],
    hashtags: ['#travel', '#viagem', '#wanderlust', '#travelgram', '#brasil', '#mochilao', '#beach', '#roadtrip'],
  },
  'outdoors-adventure': {
    lines: ['Summit views 🏔️', 'Gear list for a 3-day trek', 'Trail conditions this week', 'Camp set, stove on', 'Leave no trace, always'],
    hashtags: ['#hiking', '#outdoors', '#camping', '#trailrunning', '#adventure', '#mountains'],
  },
  'health-wellness': {
    lines: ['Morning flow by the water', 'Breathwork for busy days', 'Ten minutes of stillness', 'Gentle stretches for sleep', 'Retreat dates announced'],
    hashtags: ['#yoga', '#wellness', '#mindfulness', '#selfcare', '#meditation', '#yogapractice'],
  },
  'art-design': {
    lines: ['Sketchbook pages from this week', 'Process video, start to finish', 'New print in the shop', 'Studio corner', 'Colour study in gouache'],
    hashtags: ['#art', '#design', '#sketchbook', '#illustration', '#urbansketchers', '#process'],
  },
};

const GENERIC: CaptionVocabulary = {
  lines: ['New post', 'This week', 'Thank you for 10K!', 'Behind the scenes'],
  hashtags: ['#instagood', '#photooftheday', '#love'],
};

export function competitorCaption(rng: Rng, nicheId: string): string {
  const vocabulary = VOCABULARY[nicheId] ?? GENERIC;
  const pool = [...vocabulary.hashtags];
  const tags = Array.from({ length: rng.int(2, Math.min(6, pool.length)) }, () => pool.splice(Math.floor(rng.next() * pool.length), 1)[0]);
  return `${rng.pick(vocabulary.lines)}\n\n${tags.join(' ')}`;
}
