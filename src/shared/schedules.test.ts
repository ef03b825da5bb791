import { recipientsField, scheduleBody, splitRecipients } from './schedules';

const parseRecipients = (text: string) => recipientsField.safeParse(splitRecipients(text));
const messages = (text: string) => parseRecipients(text).error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));

describe('the recipients of a schedule', () => {
  it.each([
    ['maria@example.com', ['maria@example.com']],
    ['Maria <maria@example.com>', ['maria@example.com']],
    ['Maria Dos Santos <maria@example.com>, bob@example.com', ['maria@example.com', 'bob@example.com']],
    ['"Doe, Maria" <maria@example.com>; Bob <bob@example.com>', ['maria@example.com', 'bob@example.com']],
    ['<maria@example.com>', ['maria@example.com']],
    ['a@example.com b@example.com\nc@example.com', ['a@example.com', 'b@example.com', 'c@example.com']],
    ['  Maria   < maria@example.com > ,', ['maria@example.com']],
  ])('reads %j as the addresses %j', (text, addresses) => {
    expect(parseRecipients(text)).toEqual({ success: true, data: addresses });
  });

  it.each([
    ['maria@example.com, maria@example', 1, '"maria@example" is not an e-mail address'],
    ['Maria <maria@example>', 0, '"maria@example" is not an e-mail address'],
    ['Maria maria@example.com', 0, '"Maria" is not an e-mail address'],
    ['bob@example.com, "Maria <maria@example.com>', 1, '""Maria <maria@example.com>" is not an e-mail address'],
    ['Maria <maria@example.com', 0, '"Maria <maria@example.com" is not an e-mail address'],
  ])('refuses %j, naming the malformed address as written', (text, index, message) => {
    expect(messages(text)).toContainEqual({ path: [index], message });
  });

  it('names the malformed address in the field error of the whole body', () => {
    const result = scheduleBody.safeParse({
      accountId: '00000000-0000-4000-8000-000000000000',
      kind: 'dashboard-summary',
      cadence: 'weekly',
      recipients: ['Maria <maria@example.com>', 'bob@example'],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      'recipients.1',
      '"bob@example" is not an e-mail address',
    ]);
  });
});
