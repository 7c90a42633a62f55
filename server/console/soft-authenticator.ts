// A software passkey for the integration tests: makes the registration and authentication
// responses a browser's platform authenticator would (packed-less "none" attestation, ES256), so
// the server's real WebAuthn verification runs over HTTP without a browser. The e2e test uses
// Chromium's virtual authenticator instead.
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (b: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(b));

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  private userHandle = '';
  readonly origin: string;
  readonly rpId: string;

  constructor(origin: string) {
    this.origin = origin;
    this.rpId = new URL(origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x as string, y: jwk.y as string };
  }

  get id(): string {
    return b64(this.credentialId);
  }

  private authData(flags: number, attested?: Uint8Array): Buffer {
    const rpIdHash = createHash('sha256').update(this.rpId).digest();
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** A PublicKeyCredential as the browser serialises it, around the authenticator's response. */
  private credential<R extends Record<string, unknown>>(response: R) {
    return { id: this.id, rawId: this.id, type: 'public-key', response, clientExtensionResults: {} };
  }

  /** The response to PublicKeyCredentialCreationOptionsJSON (from generateRegistrationOptions). */
  register(options: { challenge: string; user: { id: string } }, origin = this.origin) {
    this.userHandle = options.user.id;
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(this.publicJwk.x)],
      [-3, isoBase64URL.toBuffer(this.publicJwk.y)],
    ]);
    const idLen = Buffer.alloc(2);
    idLen.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLen, this.credentialId, isoCBOR.encode(cose)]);
    const authData = this.authData(0x01 | 0x04 | 0x40, attested); // UP, UV, AT
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }),
    );
    return this.credential({
      clientDataJSON: b64(clientDataJSON),
      attestationObject: b64(attestationObject),
      transports: ['internal'],
    });
  }

  /** The response to PublicKeyCredentialRequestOptionsJSON (from generateAuthenticationOptions). */
  authenticate(options: { challenge: string }) {
    this.counter += 1;
    const authData = this.authData(0x01 | 0x04);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, createHash('sha256').update(clientDataJSON).digest()]),
      this.privateKey,
    );
    return this.credential({
      clientDataJSON: b64(clientDataJSON),
      authenticatorData: b64(authData),
      signature: b64(signature),
      userHandle: this.userHandle,
    });
  }
}
