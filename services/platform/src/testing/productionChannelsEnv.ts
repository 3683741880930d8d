/**
 * What a production configuration needs for push and SMS (config.ts refuses to start without them): a VAPID pair
 * made for the tests, and Twilio credentials that are never used (no test texts anyone in production mode).
 */
export const PRODUCTION_CHANNELS_ENV = {
  VAPID_PUBLIC_KEY: 'BIABNMklo76K4atLP6iY1wNjrSUnNFAmbLiGDukBRY7l4zJb2dessarwVnToh-jO2AxLrCbXuxMSWpDP3CDQ9QE',
  VAPID_PRIVATE_KEY: 'EqRFYgraUXNTsNSDlXtOfCwMSLQRjb_S6SdvSYH-5u8',
  VAPID_SUBJECT: 'mailto:support@example.be',
  SMS_DRIVER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'not-a-real-twilio-token',
  TWILIO_FROM: 'Immodesk',
} as const;
