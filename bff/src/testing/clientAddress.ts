import http from 'node:http';

const agents = new Map<string, http.Agent>();

/**
 * An HTTP agent whose connections leave from another loopback address (127.0.0.0/8), so the BFF sees another
 * client address through the socket itself, whatever it decides about X-Forwarded-For.
 */
export function fromClientAddress(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) {
    agent = new http.Agent({ localAddress: address } as http.AgentOptions);
    agents.set(address, agent);
  }
  return agent;
}
