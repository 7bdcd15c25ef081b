/** Language is an interface language the app ships. */
export type Language = 'en' | 'uk';

/** Profile is the signed-in user's profile as the server sends it. */
export interface Profile {
  userId: number;
  name: string;
  surname: string;
  phone: string;
  email: string;
  profilePicture: string;
  language: Language;
  emailVerified: boolean;
  wantsToDrive: boolean;
}

/** AuthResponse is what sign-up, sign-in and the session call return. */
export interface AuthResponse {
  token: string;
  profile: Profile;
}

/** ErrorEnvelope is the server's error body. */
export interface ErrorEnvelope {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
  };
}
