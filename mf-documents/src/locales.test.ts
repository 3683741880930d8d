import { describeTranslations } from '@immodesk/sdk/testing';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import nl from '../locales/nl.json';

describeTranslations('documents', { nl, en, fr });
