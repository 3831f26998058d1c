import { parseSimpleMarkup } from '../../shared/simple-markup';

const HEADING_TAGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** Renders the service-location pages' simple markup (shared/simple-markup.ts) as escaped React elements. */
export function SimpleMarkup({ source }: { source: string }) {
  return (
    <div className="prose">
      {parseSimpleMarkup(source).map((block, index) => {
        switch (block.type) {
          case 'heading':
          case 'subheading': {
            const Tag = HEADING_TAGS[block.level];
            return (
              <Tag key={index} className={block.type === 'subheading' ? 'subheading' : undefined}>
                {block.text}
              </Tag>
            );
          }
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            );
          case 'note':
            return (
              <p key={index} className="note">
                <em>{block.text}</em>
              </p>
            );
          case 'paragraph':
            return <p key={index}>{block.text}</p>;
        }
      })}
    </div>
  );
}
