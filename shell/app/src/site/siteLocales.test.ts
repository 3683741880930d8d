import { describeTranslations } from '@immodesk/sdk/testing';
import siteNl from '../../locales/site/nl.json';
import siteEn from '../../locales/site/en.json';
import siteFr from '../../locales/site/fr.json';
import chromeNl from '../../locales/site-chrome/nl.json';
import chromeEn from '../../locales/site-chrome/en.json';
import chromeFr from '../../locales/site-chrome/fr.json';

describeTranslations('site', { nl: siteNl, en: siteEn, fr: siteFr });
describeTranslations('siteChrome', { nl: chromeNl, en: chromeEn, fr: chromeFr });
