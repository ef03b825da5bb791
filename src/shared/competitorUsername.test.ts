import { competitorUsername } from './competitors';

describe('the username of a competitor to add', () => {
  it.each([
    ['liftwithlena', 'liftwithlena'],
    ['@LiftWithLena', 'liftwithlena'],
    ['  @coachdre.strength ', 'coachdre.strength'],
    ['instagram.com/liftwithlena', 'liftwithlena'],
    ['https://www.instagram.com/liftwithlena/', 'liftwithlena'],
    ['https://instagram.com/coachdre.strength?igsh=MXZ5cWx0', 'coachdre.strength'],
    ['http://m.instagram.com/the_home_gym/#', 'the_home_gym'],
  ])('reads %j as %j', (input, username) => {
    expect(competitorUsername.parse(input)).toBe(username);
  });

  it.each([
    ['', 'username is required'],
    ['https://www.instagram.com/', 'username may only contain letters, digits, periods and underscores'],
    ['https://example.com/liftwithlena', 'username may only contain letters, digits, periods and underscores'],
    ['instagram.com/p/CxYz123/', 'username may only contain letters, digits, periods and underscores'],
    ['a'.repeat(31), 'username must be at most 30 characters'],
  ])('refuses %j with a clear message', (input, message) => {
    const result = competitorUsername.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
