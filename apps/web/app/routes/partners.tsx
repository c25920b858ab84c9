import { createElement } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { CopySnippet } from '../partners/CopySnippet';
import { ReferenceList } from '../partners/ReferenceList';
import { useEmbedScript } from '../partners/use-embed-script';
import { loadPartnersPage, type PartnersPage } from '../partners/partners-page.server';
import pageStyles from '../partners/partners.css?url';
import type { PageDescription } from '../seo/use-page-description';
import { pageTitle } from '../seo/page-title';
import { PageSection } from '../layout/PageSection';

export const meta: MetaFunction = () => [{ title: pageTitle('For partners') }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pageStyles }];

export async function loader({ request }: LoaderFunctionArgs): Promise<PartnersPage & PageDescription> {
  return {
    ...(await loadPartnersPage(request)),
    pageDescription: "Put Tate's calm meditations on your school, clinic or shop's website with one small player.",
  };
}

function snippet({ script, apiBase }: PartnersPage, mediaId: string): string {
  return [
    `<script type="module" src="${script.src}"`,
    `  integrity="${script.integrity}" crossorigin="anonymous"></script>`,
    '',
    `<tate-player partner-key="tpk_your_key" media-id="${mediaId}"`,
    `  api-base="${apiBase}"></tate-player>`,
  ].join('\n');
}

const REFUSAL_LISTENER = [
  "document.querySelector('tate-player').addEventListener('tate-error', (event) => {",
  '  const { refusal } = event.detail;',
  "  if (refusal) console.warn(`Tate refused the player: ${refusal.code}: ${refusal.message}`);",
  '});',
].join('\n');

/** The partner developers' page: what the embed does, how to get a key, the pinned snippet, a live demo, the reference. */
export default function Partners() {
  const page = useLoaderData<typeof loader>();
  const { demo, reference, script, tokens, iframe } = page;
  useEmbedScript(demo ? { src: new URL(script.src).pathname, integrity: script.integrity } : null);
  return (
    <article className="page partners" aria-labelledby="page-heading">
      <h1 id="page-heading">Tate on your website</h1>
      <p className="partners__lead">
        Schools, paediatric clinics and toy shops can share Tate’s calm meditations with their families, right on their
        own pages, with one small player.
      </p>

      <PageSection headingId="partners-what" heading="What the player does">
        <ul className="partners__points">
          <li>Plays Tate’s free meditations, and the ones we license to you, with the cover, the title and a gentle Play button.</li>
          <li>Works with a keyboard and a screen reader, on phones and computers, and takes your colours and fonts.</li>
          <li>Shows each meditation’s words when it has them: a “Read along” button lists them, lights up the line being said, and plays from any line a child presses.</li>
          <li>Plays video meditations in your page too, with captions of their words, which a “Captions” button turns off and on.</li>
          <li>Plays only on the web addresses you give us: a copy of your code on another site shows “This meditation is not available here.”</li>
          <li>Sets no cookies and records nothing about your visitors. We only count, for each meditation on your sites each day, the pages that showed it, its plays, how many were played to the end and how fast they started (see <a href="#partners-numbers">your numbers</a>).</li>
        </ul>
      </PageSection>

      <PageSection headingId="partners-demo" heading="Try it">
        {demo ? (
          <>
            <p>This is the real player, playing “{demo.title}” with our own partner key.</p>
            <div className="partners__demo">
              {createElement(
                'tate-player',
                { 'partner-key': demo.partnerKey, 'media-id': demo.mediaId, 'api-base': page.apiBase },
                <p className="partners__demo-fallback">Turn on JavaScript to hear the demo meditation.</p>,
              )}
            </div>
          </>
        ) : (
          <p>The live demo is not available on this server right now; the code below works the same on your site.</p>
        )}
      </PageSection>

      <PageSection headingId="partners-key" heading="Get your partner key">
        <p>
          <Link to="/contact">Write to us</Link> with your organisation’s name and the web addresses where the player will
          live (for example <code>https://maple-school.example</code>). We make your partner key, which starts with{' '}
          <code>tpk_</code>, and license the meditations you would like your families to hear, with the id of each (the
          player’s <code>media-id</code>). Free meditations always play. For paid ones we also send you a signing secret for your server (see{' '}
          <a href="#partners-paid">paid meditations</a>). To try the player on your computer first, give us that address
          too, such as <code>http://localhost:8080</code>: an address is its scheme, host and port.
        </p>
      </PageSection>

      <PageSection headingId="partners-code" heading="Add it to your page">
        <p>Paste this where the player should appear, with your key and the meditation you chose:</p>
        <CopySnippet code={snippet(page, demo?.mediaId ?? 'meditation-id')} label="The player's code" />
        <p>
          The address names the player’s version ({script.version}) and never changes, so browsers keep it for a year
          and the <code>integrity</code> value proves it is the file we published. A new version gets a new address:
          yours keeps working until you choose to move. Versions 0.1.0 (audio only), 0.2.0, 0.2.1 and 0.2.2 still answer
          at their addresses with the same integrity; 0.2.0 added video with captions, 0.2.1 plays a Play pressed while
          the meditation is still loading, 0.2.2 shows the meditation’s title and a quiet placeholder for its length
          while it loads, in place of an empty “0:00 / 0:00”, and 0.2.3 saves the listener’s place one save at a time,
          in order, so a pause right before closing is never lost.
        </p>
      </PageSection>

      <PageSection headingId="partners-iframe" heading="Or paste a frame">
        <p>
          Where your site takes no script (many website builders and school portals), paste this frame instead. It is
          the same player, on our address: audio with its read-along, video with captions. Only your web addresses may
          show it; anywhere else the frame shows no player (or the browser refuses it). For a paid meditation, add{' '}
          <code>&amp;token=…</code> with the token your server signs for the page (see below). Plays count for you only
          in a frame on your pages: the frame’s address opened on its own in a tab plays, but is not counted.
        </p>
        <CopySnippet code={iframe.snippet} label="The frame's code" copyLabel="Copy the frame" />
        <h3 id="partners-messages">Talking to the frame</h3>
        <p>
          Your page can command the player and hear what it does with <code>postMessage</code>. Every message is an
          object with <code>source: 'tate-player'</code> and a <code>type</code>. The player obeys only your allowed
          addresses and sends its events only to your page’s address, never to any page; check{' '}
          <code>event.origin</code> on your side too. Events come in order: <code>ready</code>, then <code>play</code>,{' '}
          <code>timeupdate</code> while it plays, <code>pause</code> or <code>ended</code>. A frame that cannot play sends{' '}
          <code>error</code> instead, with the <a href="#partners-refusals">refusal code</a> and its sentence.
        </p>
        <div className="partners__snippet">
          <pre tabIndex={0} aria-label="Talking to the frame">
            <code>{iframe.listener}</code>
          </pre>
        </div>
        <ReferenceList heading="Commands your page sends" typeLabel="Fields" rows={iframe.commands} />
        <ReferenceList heading="Events the frame sends" typeLabel="Fields" rows={iframe.events} />
        <h3 id="partners-oembed">oEmbed</h3>
        <p>
          A content system that reads oEmbed makes the frame from an address: give it{' '}
          <code>{'/embed/<meditation>?key=tpk_your_key'}</code> on our site, or ask{' '}
          <a href={iframe.oembed}>our oEmbed address</a> yourself (<code>/oembed?url=…&amp;format=json</code>). Each
          meditation’s page of words announces it too, without your key. oEmbed makes frames for free meditations: the
          frame it gives has no token, so for a paid one paste the frame yourself with the token your server signs for the
          page.
        </p>
      </PageSection>

      <PageSection headingId="partners-paid" heading="Paid meditations: a token from your server">
        <p>
          Your key is public: it sits in your page, so on its own it plays only free meditations. A paid meditation we
          license to you plays only with a token your server signs for the page it serves, with your{' '}
          <strong>signing secret</strong>. We give you the secret once (it starts with <code>tss_</code>); keep it on your
          server, never in a page. When we make you a new one, the previous one keeps working until the next change, so you
          can switch without a gap.
        </p>
        <p>
          The token is a JWT signed with HS256: <code>iss</code> is your partner key, <code>sub</code> the meditation’s id
          (or <code>{tokens.any}</code> for every meditation licensed to you), <code>aud</code> is{' '}
          <code>{tokens.audience}</code>, <code>iat</code> and <code>exp</code> the times it was made and expires, at
          most {tokens.maxSeconds / 60} minutes apart, and <code>jti</code> a unique id. Give it to the player as{' '}
          <code>token</code>: <code>&lt;tate-player partner-key="tpk_your_key" token="…" media-id="…" api-base="…"&gt;</code>.
        </p>
        {tokens.examples.map((example) => (
          <div className="partners__snippet" key={example.language}>
            <pre tabIndex={0} aria-label={`Signing a token in ${example.language}`}>
              <code>{example.code}</code>
            </pre>
          </div>
        ))}
        <h3 id="partners-vector">Test vector</h3>
        <p>
          HS256 over this header and these claims (in this order) with this secret gives this token: check your signer
          against it, and check that your library, verifying the signature with the secret, reads these claims back. The
          Node example above gives this token when you pass it these values (<code>setIssuedAt(1798761600)</code>,{' '}
          <code>setExpirationTime(1798765200)</code>, this <code>jti</code>). A library that writes the header’s fields in
          another order, as PHP’s firebase/php-jwt does (<code>{'{"typ":"JWT","alg":"HS256"}'}</code>), gives another
          token that we read just as well: check that one by verifying it. Its key is made up, so it plays nothing.
        </p>
        <div className="partners__snippet">
          <pre tabIndex={0} aria-label="The test vector">
            <code>{[`secret: ${tokens.vector.secret}`, `header: ${tokens.vector.header}`, `claims: ${tokens.vector.claims}`, `token:  ${tokens.vector.token}`].join('\n')}</code>
          </pre>
        </div>
      </PageSection>

      <PageSection headingId="partners-numbers" heading="Your numbers">
        <p>
          Ask us for your numbers at any time: for the last 30 days and for each meditation, the pages that showed the
          player, its plays (one per page, counted by us, not by your page), how many of them reached 90 % of the
          meditation, the median time from Play to the first sound, and the refusals by code. The player reports these
          by itself, in a frame or by script; a frame opened on its own in a tab is not counted.
        </p>
      </PageSection>

      <PageSection headingId="partners-reference" heading={<>Reference for <code>&lt;{reference.tagName}&gt;</code></>}>
        <p>
          Written from the player’s own description of itself (its custom-elements manifest), version {script.version}.
          Events bubble out of the player, so you can listen on any element around it.
        </p>
        <ReferenceList heading="Attributes" typeLabel="Type" rows={reference.attributes} />
        <ReferenceList heading="Events" typeLabel="Detail" rows={reference.events} />
        <ReferenceList heading="Properties" typeLabel="Type" rows={reference.properties} />
        <ReferenceList heading="Methods" typeLabel="Returns" rows={reference.methods} />
        <ReferenceList heading="Parts you can style" typeLabel="" rows={reference.cssParts} />
        <ReferenceList heading="Theming (CSS custom properties)" typeLabel="Default" rows={reference.cssProperties} />
      </PageSection>

      <PageSection headingId="partners-refusals" heading="When the player is refused">
        <p>
          Visitors see “This meditation is not available here.” You see why: the player’s <code>tate-error</code> event (the
          frame’s <code>error</code> message) has <code>code: 'unavailable-here'</code> and a <code>refusal</code> with one
          of the codes below, the sentence that
          says what to do, and for <code>rate-limited</code> the seconds to wait (<code>retryAfter</code>). Our API answers
          the same code in <code>response_data.code</code>, with the sentence in <code>response_message</code>. Codes keep
          their meaning; we may add new ones.
        </p>
        <div className="partners__snippet">
          <pre tabIndex={0} aria-label="Listening for refusals">
            <code>{REFUSAL_LISTENER}</code>
          </pre>
        </div>
        <ReferenceList heading="Refusal codes" typeLabel="Answer" rows={page.refusals} />
      </PageSection>
    </article>
  );
}
