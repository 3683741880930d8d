import { createBuiltInProvider } from '@immodesk/ai/aiApi';
import type { Services } from '@immodesk/bff/composition';
import { acceptAiQuestion, answerAiQuestion } from '@immodesk/bff/use-cases/askAiPilot';
import type { RequestContext } from '@immodesk/platform/context';

/** Conversations the landlord had with AI Pilot: real questions, answered by the built-in provider from the seeded data. */
const DEMO_PILOT_CONVERSATIONS = [
  {
    title: 'Achterstallige huur',
    questions: [
      'Welke huurders zijn achter met betalen?',
      'Stel een betalingsherinnering op voor Koffiebar De Zuidkant',
    ],
  },
  {
    title: 'Contracten en taken',
    questions: ['Welke contracten lopen dit jaar af?', 'Welke taken staan open?'],
  },
] as const;

/** Asks each question as the chat does (allowance, storage, tools, answer); run last, once the portfolio is seeded. */
export async function seedDemoAiPilot(services: Services, context: RequestContext): Promise<number> {
  const deps = { ...services, chatProvider: createBuiltInProvider() };
  for (const conversation of DEMO_PILOT_CONVERSATIONS) {
    const { id } = await services.ai.createConversation(context, { title: conversation.title });
    for (const question of conversation.questions) {
      const accepted = await acceptAiQuestion(deps, context, { message: question, conversationId: id });
      await answerAiQuestion(deps, context, accepted, {
        language: 'nl',
        signal: new AbortController().signal,
        emit: () => undefined,
      });
    }
  }
  return DEMO_PILOT_CONVERSATIONS.length;
}
