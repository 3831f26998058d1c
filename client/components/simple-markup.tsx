import { parseSimpleMarkup } from '../../shared/simple-markup';

/** Renders the simple markup of spec section 2 as escaped React elements. */
export function SimpleMarkup({ source }: { source: string }) {
  return (
    <div className="prose">
      {parseSimpleMarkup(source).map((block, index) => {
        switch (block.type) {
          case 'heading':
          case 'subheading': {
            const Tag = `h${block.level}` as 'h2' | 'h3' | 'h4';
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
