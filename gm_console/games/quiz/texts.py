"""The quiz's words at the console and on the projector: phases, lifelines, penalties, avatars and
hats, in the console's language (the club's own terms as in the rule book)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

TITLE = str(QT_TRANSLATE_NOOP("Texts", "Why? Where? What for?"))  # the rule book's name: «Почему? Куда? Зачем?»
"""The game's name at the console and on the projector (translated in the "Texts" context)."""

AVATARS = ("owl", "fox", "cat", "bear", "hippo", "raven", "hedgehog", "beaver")
HATS = ("bowler", "top_hat", "fedora", "beret", "cap", "panama", "boater", "cylinder")
LIFELINES = ("minute_on_credit", "clubs_help", "hosts_help")
AVATAR_COLORS = {"owl": "#b07d48", "fox": "#e07b39", "cat": "#8e8e9e", "bear": "#7a5230", "hippo": "#8f7fc2",
                 "raven": "#3b4252", "hedgehog": "#a3845c", "beaver": "#9c6644"}
"""One colour per avatar (QZ-27): the board draws each expert's token in it."""


class QuizTexts(QObject):
    """Every name the quiz shows, translated; a new object after a language change is not needed:
    each call translates again."""

    def phase(self, code: str | None) -> str:
        return {
            "lobby": self.tr("Lobby: the experts take their seats"),
            "roulette": self.tr("Roulette"),
            "question": self.tr("The Croupier reads the question"),
            "minute": self.tr("The minute of discussion"),
            "answer": self.tr("Who answers?"),
            "finished": self.tr("The game is over"),
        }.get(code or "", code or "")

    def lifeline(self, code: str | None) -> str:
        return {
            "minute_on_credit": self.tr("Minute on credit"),
            "clubs_help": self.tr("Club's help"),
            "hosts_help": self.tr("Host's help"),
        }.get(code or "", code or "")

    def lifeline_state(self, code: str | None) -> str:
        return {
            "available": self.tr("available"),
            "used": self.tr("used"),
            "burnt": self.tr("lost at 5:5"),
        }.get(code or "", code or "")

    def penalty(self, code: str | None) -> str:
        return {
            "cut_time": self.tr("Cut time (40 s)"),
            "sent_off": self.tr("Sent off for a round"),
            "hat_taken": self.tr("Loss of the hat"),
        }.get(code or "", code or "")

    def avatar(self, code: str | None) -> str:
        return {
            "owl": self.tr("Owl"), "fox": self.tr("Fox"), "cat": self.tr("Cat"), "bear": self.tr("Bear"),
            "hippo": self.tr("Hippo"), "raven": self.tr("Raven"), "hedgehog": self.tr("Hedgehog"),
            "beaver": self.tr("Beaver"),
        }.get(code or "", code or "")

    def hat(self, code: str | None) -> str:
        return {
            "bowler": self.tr("bowler"), "top_hat": self.tr("opera hat"), "fedora": self.tr("fedora"),
            "beret": self.tr("beret"), "cap": self.tr("cap"), "panama": self.tr("panama"),
            "boater": self.tr("boater"), "cylinder": self.tr("top hat"),
        }.get(code or "", code or "")

    def side(self, code: str | None) -> str:
        return {"experts": self.tr("Experts"), "viewers": self.tr("Viewers"),
                "annulled": self.tr("annulled")}.get(code or "", code or "")

    def outcome(self, code: str | None) -> str:
        return {
            "experts": self.tr("The experts win"),
            "viewers": self.tr("The viewers win"),
            "third_annulment": self.tr("Ended: a third annulment"),
            "no_experts": self.tr("Ended: no experts left"),
        }.get(code or "", code or "")
