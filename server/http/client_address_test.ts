import { assertEquals } from "../../tests/assert.ts";
import { addressBucket } from "./client_address.ts";

Deno.test("addresses are counted as given for IPv4 and by /64 for IPv6", () => {
  assertEquals(addressBucket("203.0.113.7"), "203.0.113.7");
  assertEquals(addressBucket("::ffff:203.0.113.7"), "203.0.113.7");
  assertEquals(addressBucket("2001:db8:85a3:8d3:1319:8a2e:370:7348"), "2001:db8:85a3:8d3::/64");
  assertEquals(addressBucket("2001:DB8:85a3:08d3::1"), "2001:db8:85a3:8d3::/64");
  assertEquals(addressBucket("[2001:db8::1]"), "2001:db8:0:0::/64");
  assertEquals(addressBucket("fe80::1%eth0"), "fe80:0:0:0::/64");
  assertEquals(addressBucket("::1"), "0:0:0:0::/64");
});
