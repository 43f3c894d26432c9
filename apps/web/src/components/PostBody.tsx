import { parsePostTree, type MarkupNode } from '@mafia/forum/markup';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { linkPostNumbers } from '../lib/thread-pages';

/**
 * A post rendered safely (issue #21): the tree of `@mafia/forum/markup` (BBCode and Markdown, the
 * markup the server reads votes from) turned into React elements. Text is always a text node, so a
 * post cannot inject markup; links exist only for http(s) addresses and never pass the referrer's
 * trust on (rel noopener nofollow ugc). "post #1234" and a quote's `#12` jump to that post.
 */
export function PostBody({ body, jumpTo }: { body: string; jumpTo: (n: number) => void }) {
  const tree = useMemo(() => parsePostTree(body), [body]);
  return <Nodes nodes={tree} jumpTo={jumpTo} />;
}

function Text({ text, jumpTo }: { text: string; jumpTo: (n: number) => void }) {
  return (
    <>
      {linkPostNumbers(text).map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <button key={i} type="button" className="link-button" onClick={() => jumpTo(piece.number)}>
            {piece.text}
          </button>
        ),
      )}
    </>
  );
}

function Nodes({ nodes, jumpTo }: { nodes: readonly MarkupNode[]; jumpTo: (n: number) => void }) {
  const { t } = useTranslation();
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'text':
            return (
              <span key={i} className="post-text">
                <Text text={node.text} jumpTo={jumpTo} />
              </span>
            );
          case 'code':
            return <code key={i}>{node.text}</code>;
          case 'bold':
            return <strong key={i}><Nodes nodes={node.children} jumpTo={jumpTo} /></strong>;
          case 'italic':
            return <em key={i}><Nodes nodes={node.children} jumpTo={jumpTo} /></em>;
          case 'underline':
            return <u key={i}><Nodes nodes={node.children} jumpTo={jumpTo} /></u>;
          case 'strike':
            return <s key={i}><Nodes nodes={node.children} jumpTo={jumpTo} /></s>;
          case 'spoiler':
            return (
              <details key={i} className="spoiler">
                <summary>{t('game.spoiler')}</summary>
                <Nodes nodes={node.children} jumpTo={jumpTo} />
              </details>
            );
          case 'link':
            return (
              <a key={i} href={node.href} rel="noopener nofollow ugc noreferrer" target="_blank">
                <Nodes nodes={node.children} jumpTo={jumpTo} />
              </a>
            );
          case 'quote': {
            const post = node.post;
            return (
              <blockquote key={i}>
                {(node.author !== null || post !== null) && (
                  <cite>
                    {node.author ?? ''}
                    {post !== null && (
                      <>
                        {' '}
                        <button type="button" className="link-button" onClick={() => jumpTo(post)}>
                          {t('game.postNumber', { number: post })}
                        </button>
                      </>
                    )}
                  </cite>
                )}
                <Nodes nodes={node.children} jumpTo={jumpTo} />
              </blockquote>
            );
          }
        }
      })}
    </>
  );
}
