/** The client kit's WebSocket stand-in, for the feature tests that drive a live channel. */
export { FakeSocket } from '@hotel/client-kit/test/fake-socket';
