import { LegalDocument } from './LegalDocument';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy" updated="1 January 2026">
      <p>
        This workspace is self-hosted software. The person or organisation that runs this installation (the &ldquo;operator&rdquo;) decides where it runs and is
        the controller of the data it holds. The software itself sends nothing to its authors.
      </p>
      <h2>What is stored</h2>
      <ul>
        <li>Your account: name, e-mail address, an optional picture and a password hash (argon2id). Passwords are never stored in readable form.</li>
        <li>
          Connected Instagram business accounts: the profile, posts, insights and comments that Meta&apos;s Graph API returns for accounts you connect, and the
          access tokens needed to sync them, encrypted at rest.
        </li>
        <li>Competitors you add: the public figures Instagram exposes for business accounts (followers, posts, likes and comments).</li>
        <li>Saved reports you create, until you delete them.</li>
      </ul>
      <h2>What is not stored</h2>
      <p>
        Chat conversations with the assistant are kept only in your browser tab and disappear when you start a new chat or close the tab. The server keeps no
        chat history.
      </p>
      <h2>AI providers</h2>
      <p>
        By default the assistant works offline, on this server. If the operator configures an external model (an OpenAI-compatible service or Anthropic), your
        messages and the figures of the selected account are sent to that provider to answer them, under that provider&apos;s terms.
      </p>
      <h2>Browser storage</h2>
      <p>
        The app keeps your session tokens, your name and e-mail, and your theme preference in your browser&apos;s local storage so you stay signed in. There are
        no advertising or tracking cookies and no third-party analytics.
      </p>
      <h2>Keeping and deleting data</h2>
      <p>
        Disconnecting an Instagram account stops its synchronisation. Deleting your account in Settings deletes your account and all data linked to it. The
        operator&apos;s backups follow the operator&apos;s own retention.
      </p>
      <h2>Security</h2>
      <p>
        Sessions use short-lived access tokens and rotating refresh tokens. Meta tokens are encrypted with AES-256-GCM. Every request is scoped to the signed-in
        user.
      </p>
      <h2>Contact</h2>
      <p>For questions or requests about your data, contact the operator of this installation.</p>
    </LegalDocument>
  );
}
