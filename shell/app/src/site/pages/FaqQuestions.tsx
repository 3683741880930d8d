import styles from './FaqQuestions.module.css';

export type FaqItem = { question: string; answer: string };

export type FaqQuestionsProps = { items: readonly FaqItem[] };

/** Questions that open on a click to show their answer (the FAQ page, the pricing page's questions). */
export function FaqQuestions({ items }: FaqQuestionsProps) {
  return items.map((item) => (
    <details key={item.question} className={styles.question}>
      <summary>{item.question}</summary>
      <p>{item.answer}</p>
    </details>
  ));
}
