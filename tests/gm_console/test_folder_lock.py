"""One process serves a data folder (PLT-03, PLT-15): a second console on the folder a running
console serves refuses to start with a sentence in its language naming the holder (the program,
its process id, since when), and so does ``python -m net``; once the first console closed, the
next one starts. Real consoles (offscreen), a real ``python -m net``."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gm_console.app import Console, Settings, StartupError

ROOT = Path(__file__).resolve().parents[2]

REFUSED = {  # the start of the sentence, in each language
    "uk": "Папка даних {folder} зайнята іншою програмою: gm-console (процес {pid}), що працює з ",
    "pl": "Folder danych {folder} jest używany przez inny program: gm-console (proces {pid}), działający od ",
    "ru": "Папка данных {folder} занята другой программой: gm-console (процесс {pid}), работающей с ",
    "en": "The data folder {folder} is in use by another program: gm-console (process {pid}), running since ",
}


def console_on(data_dir: Path, lang: str) -> Console:
    return Console(Settings(data_dir=data_dir, port=0, lang=lang, no_board=True, announce="off", host="127.0.0.1"))


def close(console: Console) -> None:
    console.loop.run_until_complete(console.shutdown())
    console.loop.close()
    asyncio.set_event_loop(None)


@pytest.mark.parametrize("lang", sorted(REFUSED))
def test_a_second_console_on_a_served_folder_refuses_naming_the_holder(
        qapp: Any, tmp_path: Path, lang: str) -> None:  # PLT-03, PLT-15
    data = tmp_path / "data"
    first = console_on(data, "en")
    first.build([])
    try:
        second = console_on(data, lang)
        with pytest.raises(StartupError) as refused:
            second.build([])
        second.language.set("en")  # the refused console's translator leaves the application
        second.loop.close()
        asyncio.set_event_loop(first.loop)
        said = str(refused.value)
        assert said.startswith(REFUSED[lang].format(folder=data, pid=os.getpid())), said
        assert not hasattr(second, "journal")  # it opened nothing of the folder
        if lang == "en":  # python -m net is refused by the console's folder the same way
            net = subprocess.run([sys.executable, "-m", "net", "--data-dir", str(data), "--port", "0"],
                                 cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
            assert net.returncode == 2 and f"process {os.getpid()} (gm-console)" in net.stderr, net.stderr
    finally:
        close(first)
    third = console_on(data, "en")  # the first closed: the folder is free
    third.build([])
    close(third)
