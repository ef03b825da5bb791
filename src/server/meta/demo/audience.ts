import { AGE_BUCKETS, GENDERS, type AudienceKind } from '../../../shared/audience';
import type { DemoAccount } from './world';

/**
 * Who follows each demo account, and who its posts reach and engage: realistic shapes for a coach in
 * Austin, a trattoria in Rome and a travel creator in Rio. Followers are mostly from the account's own
 * country and city; the reached audience is younger and more foreign (discovery through reels and
 * explore), the engaged one leans further to the account's core (women 25–44 for the coach). Counts are
 * whole and fixed for a world, so every sync of a day reads the same answer.
 */
type Shape = {
  ages: readonly number[];
  /** Share of women, men and unspecified. */
  genders: readonly [number, number, number];
  countries: ReadonlyArray<readonly [string, number]>;
  cities: ReadonlyArray<readonly [string, number]>;
};

const SHAPES: Record<string, Shape> = {
  US: {
    ages: [0.02, 0.17, 0.38, 0.25, 0.11, 0.05, 0.02],
    genders: [0.64, 0.34, 0.02],
    countries: [
      ['US', 0.66],
      ['CA', 0.08],
      ['GB', 0.06],
      ['AU', 0.04],
      ['MX', 0.03],
      ['DE', 0.02],
      ['IN', 0.02],
      ['PH', 0.015],
      ['BR', 0.015],
      ['IE', 0.01],
    ],
    cities: [
      ['Austin, Texas', 0.14],
      ['Houston, Texas', 0.05],
      ['Dallas, Texas', 0.045],
      ['San Antonio, Texas', 0.035],
      ['New York, New York', 0.03],
      ['Los Angeles, California', 0.025],
      ['Chicago, Illinois', 0.02],
      ['Round Rock, Texas', 0.018],
      ['Toronto, Ontario', 0.015],
      ['London, England', 0.012],
    ],
  },
  IT: {
    ages: [0.02, 0.13, 0.29, 0.27, 0.16, 0.09, 0.04],
    genders: [0.57, 0.41, 0.02],
    countries: [
      ['IT', 0.72],
      ['US', 0.06],
      ['DE', 0.04],
      ['FR', 0.03],
      ['CH', 0.03],
      ['GB', 0.02],
      ['ES', 0.02],
      ['AR', 0.015],
      ['BR', 0.01],
      ['NL', 0.01],
    ],
    cities: [
      ['Rome, Lazio', 0.26],
      ['Milan, Lombardy', 0.06],
      ['Naples, Campania', 0.04],
      ['Fiumicino, Lazio', 0.025],
      ['Florence, Tuscany', 0.02],
      ['Turin, Piedmont', 0.02],
      ['Bologna, Emilia-Romagna', 0.018],
      ['Guidonia Montecelio, Lazio', 0.015],
      ['New York, New York', 0.012],
      ['Munich, Bavaria', 0.01],
    ],
  },
  BR: {
    ages: [0.03, 0.24, 0.36, 0.2, 0.1, 0.05, 0.02],
    genders: [0.55, 0.43, 0.02],
    countries: [
      ['BR', 0.68],
      ['PT', 0.08],
      ['US', 0.06],
      ['AR', 0.03],
      ['ES', 0.02],
      ['IT', 0.02],
      ['MX', 0.02],
      ['FR', 0.015],
      ['CL', 0.015],
      ['GB', 0.01],
    ],
    cities: [
      ['Rio de Janeiro, Rio de Janeiro (state)', 0.18],
      ['São Paulo, São Paulo (state)', 0.12],
      ['Belo Horizonte, Minas Gerais', 0.035],
      ['Niterói, Rio de Janeiro (state)', 0.03],
      ['Lisbon, Lisbon District', 0.025],
      ['Brasília, Distrito Federal', 0.022],
      ['Curitiba, Paraná', 0.02],
      ['Porto Alegre, Rio Grande do Sul', 0.018],
      ['Salvador, Bahia', 0.015],
      ['Porto, Porto District', 0.012],
    ],
  },
};

/** How the reached and engaged audiences lean, per age bucket and per home-versus-abroad. */
const AGE_LEAN: Record<AudienceKind, readonly number[]> = {
  followers: [1, 1, 1, 1, 1, 1, 1],
  reached: [1.6, 1.35, 1.05, 0.9, 0.8, 0.7, 0.6],
  engaged: [0.6, 0.95, 1.2, 1.1, 0.85, 0.7, 0.6],
};
const WOMEN_LEAN: Record<AudienceKind, number> = { followers: 1, reached: 0.92, engaged: 1.1 };
const HOME_LEAN: Record<AudienceKind, number> = { followers: 1, reached: 0.8, engaged: 1.08 };
/** Meta counts only the people it has demographics for (its Limitations): a share of each audience. */
const KNOWN_SHARE = 0.93;

export type DemoAudience = {
  ageGender: Array<{ age: string; gender: string; value: number }>;
  countries: Array<{ key: string; value: number }>;
  cities: Array<{ key: string; value: number }>;
};

/** How many people each audience holds: followers, the last 30 days' reach (unique people overlap across days), and those who interacted. */
function audienceSize(account: DemoAccount, kind: AudienceKind): number {
  if (kind === 'followers') return account.followersCount;
  const lastMonthReach = account.daily.slice(-30).reduce((sum, day) => sum + day.reach, 0);
  const reached = Math.round(lastMonthReach * 0.35);
  return kind === 'reached' ? reached : Math.round(reached * 0.045);
}

const normalised = (weights: number[]) => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
};

export function demoAudience(account: DemoAccount, kind: AudienceKind): DemoAudience {
  const shape = SHAPES[account.countryCode] ?? SHAPES.US;
  const known = audienceSize(account, kind) * KNOWN_SHARE;
  const ages = normalised(shape.ages.map((share, index) => share * AGE_LEAN[kind][index]));
  const genders = normalised([shape.genders[0] * WOMEN_LEAN[kind], shape.genders[1], shape.genders[2]]);
  const ageGender = AGE_BUCKETS.flatMap((age, ageIndex) =>
    GENDERS.map((gender, genderIndex) => ({ age, gender, value: Math.round(known * ages[ageIndex] * genders[genderIndex]) })),
  ).filter((cell) => cell.value > 0);
  const lean = (key: string, index: number, home: string) => (index === 0 || key.startsWith(home) ? HOME_LEAN[kind] : 1 / HOME_LEAN[kind]);
  const countries = shape.countries.map(([key, share], index) => ({ key, value: Math.round(known * share * lean(key, index, account.countryCode)) }));
  const homeCity = shape.cities[0][0];
  const cities = shape.cities.map(([key, share]) => ({ key, value: Math.round(known * share * (key === homeCity ? HOME_LEAN[kind] : 1)) }));
  return {
    ageGender,
    countries: countries.filter((row) => row.value > 0).sort((a, b) => b.value - a.value),
    cities: cities.filter((row) => row.value > 0).sort((a, b) => b.value - a.value),
  };
}
