import { LegalDocument } from './LegalDocument';

export default function TermsOfUsePage() {
  return (
    <LegalDocument title="Terms of Use" updated="1 January 2026">
      <p>
        These terms apply to your use of this analytics workspace as provided by the operator of this installation. By creating an account or using the
        workspace you accept them.
      </p>
      <h2>The service</h2>
      <p>
        The workspace shows analytics for Instagram business accounts you are entitled to manage, tracks public figures of competitors and offers an assistant
        for content and marketing ideas. The software is provided as is; features may change between versions.
      </p>
      <h2>Your account</h2>
      <ul>
        <li>Keep your password confidential and tell the operator about any unauthorised use.</li>
        <li>Only connect Instagram accounts that you own or are authorised to manage.</li>
        <li>You are responsible for the content you create with the help of the workspace.</li>
      </ul>
      <h2>Instagram and Meta</h2>
      <p>
        Data from Instagram is obtained through Meta&apos;s official APIs and is subject to Meta&apos;s Platform Terms. Metrics depend on what Meta makes
        available and may be delayed, sampled or revised by Meta.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not use the workspace to harass people, to collect personal data about individuals, to break Instagram&apos;s rules, or to overload the server or the
        APIs it calls.
      </p>
      <h2>AI-generated content</h2>
      <p>
        Suggestions from the assistant can be wrong or incomplete. Review them before you publish anything. Every figure in the workspace states how it was
        calculated so you can check it.
      </p>
      <h2>Availability and liability</h2>
      <p>
        The operator runs the workspace without any guarantee of availability. To the extent the law allows, neither the operator nor the authors of the
        software are liable for indirect losses arising from its use.
      </p>
      <h2>Changes and ending</h2>
      <p>
        The operator may update these terms; the date above shows the latest version. You can stop using the workspace and delete your account at any time in
        Settings.
      </p>
    </LegalDocument>
  );
}
