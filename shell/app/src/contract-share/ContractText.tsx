import type { TContractBlock } from '@immodesk/contracts/contracts/signing/publicContract.contract';
import styles from './ContractSharePage.module.css';

/** The lease as text, block by block (the same blocks as its PDF); headings sit under the page's h1. */
export function ContractText({ blocks, label }: { blocks: TContractBlock[]; label: string }) {
  return (
    // Scrolls on its own: focusable, so keyboard users can scroll it too.
    <article className={styles.document} aria-label={label} tabIndex={0} data-testid="shared-contract-text">
      {blocks.map((block, index) => {
        if (block.kind === 'heading')
          return block.level === 1 ? <h2 key={index}>{block.text}</h2> : <h3 key={index}>{block.text}</h3>;
        if (block.kind === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </article>
  );
}
