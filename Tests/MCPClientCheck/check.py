"""Drives `harness mcp com.example.CometCal` with the official MCP Python SDK's client, as an assistant would.

Run by .ci/mcp-client, which installs the SDK into a virtual environment: lists the tools, creates an event and reads
it back as a resource, answers an elicitation, cancels a long import, and sends hostile arguments, checking each
answer. Exits non-zero, naming the check, when one fails.
"""

import json
import pathlib
import sys
import time

import anyio
from mcp import ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client

HARNESS = sys.argv[1]
BUNDLE = "com.example.CometCal"


def check(condition, what):
    if not condition:
        raise SystemExit(f"mcp client check failed: {what}")
    print(f"ok: {what}")


def text(result):
    return "".join(part.text for part in result.content if getattr(part, "type", "") == "text")


async def count(session):
    result = await session.call_tool("CountEventsIntent", {})
    return result.structured_content["value"]


async def main():
    server = StdioServerParameters(command=HARNESS, args=["mcp", BUNDLE], env=None)
    answered = []

    async def elicit(context, params):
        answered.append(params.message)
        return types.ElicitResult(action="accept", content={"answer": True})

    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write, elicitation_callback=elicit) as session:
            initialized = await session.initialize()
            check(initialized.server_info.name == "intentkit-harness", "the handshake names the server")

            tools = (await session.list_tools()).tools
            names = {tool.name for tool in tools}
            check({"CreateEventIntent", "DeleteEventIntent", "ImportEventsIntent"} <= names, f"tools/list lists the intents ({len(tools)} tools)")
            create = next(tool for tool in tools if tool.name == "CreateEventIntent")
            check(create.input_schema["properties"]["startDate"]["format"] == "date-time", "dates are RFC 3339 in the input schema")
            check(create.input_schema["required"] == ["title", "startDate", "calendar"], "optional and defaulted parameters are not required")
            delete = next(tool for tool in tools if tool.name == "DeleteEventIntent")
            check(delete.annotations.destructive_hint is True, "an intent that asks for confirmation is marked destructive")

            created = await session.call_tool(
                "CreateEventIntent",
                {"title": "Asteroid Dodgeball Practice", "startDate": "2026-12-24T18:00:00Z", "isAllDay": False, "calendar": "Deep Space"},
            )
            check(not created.is_error, f"a tool call creates an event: {text(created)[:200]}")
            event = created.structured_content["value"]
            check(event["title"] == "Asteroid Dodgeball Practice", "its structured content is the event")
            uri = f"intentkit://{BUNDLE}/EventEntity/{event['id']}"
            read = await session.read_resource(uri)
            check(json.loads(read.contents[0].text)["title"] == "Asteroid Dodgeball Practice", "the event reads back as a resource")
            listed = await session.list_resources()
            check(any(str(resource.uri) == uri for resource in listed.resources), "resources/list lists it")

            before = await count(session)
            deleted = await session.call_tool("DeleteEventIntent", {"event": "Asteroid Dodgeball Practice"})
            check(not deleted.is_error and answered == ['Delete "Asteroid Dodgeball Practice"?'], f"the confirmation was asked by elicitation and accepted: {answered}")
            check(await count(session) == before - 1, "and the event is gone")

            with anyio.move_on_after(1.0):
                await session.call_tool("ImportEventsIntent", {"count": 100000, "batches": 1000, "pauseMilliseconds": 50})
            imported = await count(session)
            await anyio.sleep(0.5)
            check(imported < 100000 and await count(session) == imported, f"a cancelled import stops ({imported} events imported)")

            hostile = [
                ("CreateEventIntent", {"title": 5}),
                ("CreateEventIntent", {"title": "x", "startDate": "not a date", "calendar": "Deep Space"}),
                ("CreateEventIntent", {"title": "x" * 100000, "startDate": "2026-12-24T18:00:00Z", "calendar": "Nowhere"}),
                ("ImportEventsIntent", {"count": -1}),
                ("ImportEventsIntent", {"count": 10**30}),
                ("CountEventsIntent", {"unknown": None}),
                ("CreateEventIntent", {"title": "\u0000\ud7ff\n", "startDate": "2026-12-24T18:00:00Z", "calendar": {"id": "nope"}}),
            ]
            for name, arguments in hostile:
                result = await session.call_tool(name, arguments)
                check(result.is_error and text(result), f"hostile arguments to {name} get a tool error: {text(result)[:120]!r}")
            try:
                await session.call_tool("NoSuchIntent", {})
                check(False, "an unknown tool is an error")
            except Exception as error:
                check("no tool named" in str(error), f"an unknown tool is a protocol error: {error}")
            check(await count(session) >= 0, "the server still serves")

            harness_p50 = await median_call(session, "CountEventsIntent")

    # The SDK's own server, with the same client: the reference for what a round trip through an MCP SDK costs.
    reference = StdioServerParameters(command=sys.executable, args=[str(pathlib.Path(__file__).with_name("reference_server.py"))], env=None)
    async with stdio_client(reference) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            reference_p50 = await median_call(session, "count_events")
    print(f"timing (this machine, now): call_tool p50 through harness mcp {harness_p50:.0f} us, through the SDK's own server {reference_p50:.0f} us")


async def median_call(session, name):
    samples = []
    for _ in range(20):
        await session.call_tool(name, {})
    for _ in range(200):
        begin = time.perf_counter()
        await session.call_tool(name, {})
        samples.append(time.perf_counter() - begin)
    samples.sort()
    return samples[100] * 1e6


anyio.run(main)
