import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsOfUsePage from './TermsOfUsePage';

describe('the legal pages', () => {
  it('give the privacy policy as one article named by its title, with its date and what is and is not stored', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const article = screen.getByRole('article', { name: 'Privacy Policy' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(within(article).getByText('Last updated 1 January 2026')).toBeInTheDocument();
    const sections = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections.slice(0, 4)).toEqual(['What is stored', 'What is not stored', 'AI providers', 'Browser storage']);
    expect(article).toHaveTextContent('a password hash (argon2id)');
    expect(article).toHaveTextContent('The server keeps no chat history.');
  });

  it('give the terms of use the same way, one level-1 heading and its sections below it', () => {
    renderWithProviders(<TermsOfUsePage />);
    const article = screen.getByRole('article', { name: 'Terms of Use' });
    expect(within(article).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(article).getByText('Last updated 1 January 2026')).toBeInTheDocument();
    const sections = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections.slice(0, 4)).toEqual(['The service', 'Your account', 'Instagram and Meta', 'Acceptable use']);
  });
});
